-- Every enquiry and application, one row each; an application's résumé in its own table, one per lead.
CREATE TABLE leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'application')),
  received_at TEXT NOT NULL,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT,
  position TEXT,
  github TEXT,
  linkedin TEXT,
  experience TEXT,
  current_salary TEXT,
  expected_salary TEXT,
  notified_at TEXT,
  notify_error TEXT,
  notify_attempts INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX leads_received_at ON leads (received_at);
CREATE INDEX leads_email ON leads (email COLLATE NOCASE);
CREATE TABLE resumes (
  lead_id INTEGER PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  file_name TEXT NOT NULL,
  type TEXT NOT NULL,
  size INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  bytes BLOB NOT NULL
);
