-- A booking is a request until it is confirmed: from the visitor's own mailbox (when the agency sends mail) or
-- by staff in the desk. A request ('pending') holds no time, so nobody can fill the calendar with requests;
-- the first confirmation of a time wins (the triggers below). 'released' is a request that lapsed or that staff
-- let go. docs/booking.md, "Requests and confirmation"; docs/security.md, "Booking and mail".
ALTER TABLE bookings ADD COLUMN expires_at TEXT;
-- The mailbox link's token (only its SHA-256): it confirms the request and, afterwards, manages the call.
ALTER TABLE bookings ADD COLUMN confirm_hash TEXT;
-- When the visitor confirmed from their mailbox (NULL: their address is not confirmed; nothing they typed is
-- ever sent to it).
ALTER TABLE bookings ADD COLUMN email_confirmed_at TEXT;
-- 'visitor' or 'staff', once booked.
ALTER TABLE bookings ADD COLUMN confirmed_by TEXT;
-- A keyed hash (HMAC-SHA-256, key in receiver_keys) of the network it was requested from: the IPv4 address or
-- the IPv6 /48. Counted for the per-network limit, deleted with the booking.
ALTER TABLE bookings ADD COLUMN network_key TEXT;
-- The mailbox the visitor's address reaches (mailboxKey in lib/forms/email.ts: no +tag, Gmail's dots ignored),
-- for the per-address limit and blocks.
ALTER TABLE bookings ADD COLUMN party_key TEXT;
-- A random id for calendar apps' UID: the row id would count the agency's bookings.
ALTER TABLE bookings ADD COLUMN uid TEXT;
UPDATE bookings SET uid = lower(hex(randomblob(16))) WHERE uid IS NULL;
CREATE UNIQUE INDEX bookings_confirm ON bookings (confirm_hash);
CREATE INDEX bookings_network ON bookings (network_key, starts_at);
CREATE INDEX bookings_party ON bookings (party_key, starts_at);

DROP TRIGGER bookings_no_overlap_insert;
DROP TRIGGER bookings_no_overlap_update;

-- Only a kept call (booked, done, no-show) holds its time. Checked by the database inside the writing
-- transaction, so the first confirmation wins for any number of receivers on one database.
CREATE TRIGGER bookings_no_overlap_insert BEFORE INSERT ON bookings
WHEN NEW.status IN ('booked', 'done', 'no_show') AND EXISTS (
  SELECT 1 FROM bookings
  WHERE status IN ('booked', 'done', 'no_show') AND blocked_from < NEW.blocked_until AND NEW.blocked_from < blocked_until
)
BEGIN
  SELECT RAISE(ABORT, 'booking_overlap');
END;

CREATE TRIGGER bookings_no_overlap_update BEFORE UPDATE OF blocked_from, blocked_until, status ON bookings
WHEN NEW.status IN ('booked', 'done', 'no_show') AND EXISTS (
  SELECT 1 FROM bookings
  WHERE id <> NEW.id AND status IN ('booked', 'done', 'no_show')
    AND blocked_from < NEW.blocked_until AND NEW.blocked_from < blocked_until
)
BEGIN
  SELECT RAISE(ABORT, 'booking_overlap');
END;

-- Keys the receivers share, made once by the database itself.
CREATE TABLE receiver_keys (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO receiver_keys (name, value) VALUES ('network', lower(hex(randomblob(32))));

-- Senders staff blocked from booking online: a mailbox key (lib/forms/email.ts) or a network key, until a date.
CREATE TABLE booking_blocked_senders (
  key TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('email', 'network')),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
) WITHOUT ROWID;

-- The last confirmation e-mail sent to each mailbox (its mailbox key): at most one a day, so nobody can use the
-- agency's mail server to write to a stranger again and again.
CREATE TABLE confirmation_sends (
  email_key TEXT PRIMARY KEY,
  sent_at TEXT NOT NULL
) WITHOUT ROWID;

-- E-mails to send, sent by a worker that retries (receiver/mail/outbox.ts): no visitor or desk action waits on the
-- mail server. Only what to send is kept, never the text: it is made from the booking at send time, and goes
-- with it when the booking is erased.
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  booking_id INTEGER NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  -- confirm: the fixed-text request to confirm; invite: iMIP REQUEST; cancel: iMIP CANCEL.
  kind TEXT NOT NULL CHECK (kind IN ('confirm', 'invite', 'cancel')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  claimed_at TEXT,
  sent_at TEXT,
  failed_at TEXT,
  last_error TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX mail_outbox_due ON mail_outbox (sent_at, failed_at, next_attempt_at);
CREATE INDEX mail_outbox_booking ON mail_outbox (booking_id);
