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
