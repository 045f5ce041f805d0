-- Submissions the spam trap caught: kept for the desk's spam tray (text fields only, as JSON), so a person
-- whose browser filled the hidden field is not lost. Never in the inbox, never e-mailed; purged after 30 days
-- and capped in number (receiver/db/spam.ts), so a bot cannot fill the disk.
CREATE TABLE spam (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'application')),
  received_at TEXT NOT NULL,
  reason TEXT NOT NULL,
  fields TEXT NOT NULL
);
CREATE INDEX spam_received_at ON spam (received_at);
-- The desk's search: any three or more characters of a name, e-mail, phone or message, found through a
-- trigram index instead of reading every lead. Kept in step by triggers; an erased lead
-- leaves the index with it.
CREATE VIRTUAL TABLE leads_search USING fts5 (name, email, phone, message, content = 'leads', content_rowid = 'id', tokenize = 'trigram');
INSERT INTO leads_search (leads_search) VALUES ('rebuild');
CREATE TRIGGER leads_search_insert AFTER INSERT ON leads BEGIN
  INSERT INTO leads_search (rowid, name, email, phone, message)
  VALUES (new.id, new.name, new.email, new.phone, new.message);
END;
CREATE TRIGGER leads_search_delete AFTER DELETE ON leads BEGIN
  INSERT INTO leads_search (leads_search, rowid, name, email, phone, message)
  VALUES ('delete', old.id, old.name, old.email, old.phone, old.message);
END;
CREATE TRIGGER leads_search_update AFTER UPDATE OF name, email, phone, message ON leads BEGIN
  INSERT INTO leads_search (leads_search, rowid, name, email, phone, message)
  VALUES ('delete', old.id, old.name, old.email, old.phone, old.message);
  INSERT INTO leads_search (rowid, name, email, phone, message)
  VALUES (new.id, new.name, new.email, new.phone, new.message);
END;
-- The inbox's position filter lists the positions applied for: read from this index, not from every lead.
CREATE INDEX leads_kind_position ON leads (kind, position);
