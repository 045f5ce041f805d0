-- A person's request under the DPDP Act (access, correction, erasure, nomination, grievance), filed from the
-- privacy notice. Stored first; nothing is shown or changed until its owner confirms it from their own mailbox
-- (confirmed_at), when it becomes a case in the desk with its due date. docs/privacy.md, "Rights requests".
CREATE TABLE rights_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('access', 'correction', 'erasure', 'nomination', 'grievance')),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  email_key TEXT NOT NULL,
  details TEXT,
  language TEXT NOT NULL DEFAULT 'en',
  notice_version TEXT NOT NULL,
  received_at TEXT NOT NULL,
  -- The mailbox link's token (only its SHA-256): it confirms the request, then shows its state.
  token_hash TEXT,
  confirmed_at TEXT,
  due_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'unconfirmed' CHECK (status IN ('unconfirmed', 'open', 'closed')),
  notes TEXT,
  reply TEXT,
  closed_at TEXT,
  -- When staff were reminded of the due date (once per case).
  reminded_at TEXT
);
CREATE UNIQUE INDEX rights_requests_token ON rights_requests (token_hash);
CREATE INDEX rights_requests_email ON rights_requests (email_key);
CREATE INDEX rights_requests_due ON rights_requests (status, due_at);

-- The e-mails about rights requests, sent by the outbox's worker like the booking ones: the confirmation to the
-- person, the reply to a confirmed address, the due-date reminder to staff. Only what to send is kept.
CREATE TABLE rights_mail (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  request_id INTEGER NOT NULL REFERENCES rights_requests (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('confirm', 'reply', 'reminder')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  claimed_at TEXT,
  sent_at TEXT,
  failed_at TEXT,
  last_error TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX rights_mail_due ON rights_mail (sent_at, failed_at, next_attempt_at);
CREATE INDEX rights_mail_request ON rights_mail (request_id);

-- The links in e-mails to visitors that withdraw consent and erase (only each token's SHA-256): whoever opens
-- one got the e-mail, so it erases everything held about that address. Deleted with the address's data.
CREATE TABLE withdraw_tokens (
  hash TEXT PRIMARY KEY,
  email_key TEXT NOT NULL,
  created_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX withdraw_tokens_email ON withdraw_tokens (email_key);

-- One row per lead deleted (by erasure or the retention purge), with no identity: when it arrived and when it
-- went. A breach's listing counts the people erased since who were held in its window.
CREATE TABLE erased_leads (
  received_at TEXT NOT NULL,
  erased_at TEXT NOT NULL
);
CREATE INDEX erased_leads_times ON erased_leads (erased_at, received_at);
