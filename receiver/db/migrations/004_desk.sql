-- The lead desk: staff who sign in with passkeys, their sessions, and what they do with each lead.
-- Secrets (enrolment tokens, session ids) are stored as their SHA-256 only: a copy of the database signs nobody in.
CREATE TABLE staff (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  removed_at TEXT
);
CREATE TABLE passkeys (
  id TEXT PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  public_key BLOB NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0,
  transports TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL
);
CREATE INDEX passkeys_staff ON passkeys (staff_id);
CREATE TABLE enrolment_tokens (
  token_hash TEXT PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE TABLE desk_sessions (
  id_hash TEXT PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL
);
CREATE INDEX desk_sessions_staff ON desk_sessions (staff_id);
-- A passkey ceremony's challenge, kept server-side (so several receivers share it) and taken once.
CREATE TABLE webauthn_challenges (
  id_hash TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('enrol', 'sign-in')),
  challenge TEXT NOT NULL,
  staff_id INTEGER REFERENCES staff (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL
);
ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new';
ALTER TABLE leads ADD COLUMN assignee_id INTEGER REFERENCES staff (id);
ALTER TABLE leads ADD COLUMN read_at TEXT;
CREATE INDEX leads_status_received ON leads (status, received_at);
CREATE INDEX leads_kind_received ON leads (kind, received_at);
CREATE INDEX leads_assignee_received ON leads (assignee_id, received_at);
CREATE TABLE lead_notes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  staff_id INTEGER NOT NULL REFERENCES staff (id),
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX lead_notes_lead ON lead_notes (lead_id);
-- Who did what, by ids only: never a lead's data, so the log can be kept longer than the leads.
CREATE TABLE access_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  staff_id INTEGER REFERENCES staff (id),
  action TEXT NOT NULL,
  lead_id INTEGER,
  address TEXT
);
CREATE INDEX access_log_at ON access_log (at);
