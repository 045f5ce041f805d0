-- Calls booked from the site. Each holds its time and the buffer after it (blocked_from..blocked_until, epoch
-- minutes, end exclusive), fixed when it is booked: a later change of slot length or buffer never lets a new
-- booking into a kept one's time. Every booking is a lead (lead_id), stored in the same transaction.
CREATE TABLE bookings (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  blocked_from INTEGER NOT NULL,
  blocked_until INTEGER NOT NULL CHECK (blocked_until > blocked_from),
  -- booked, cancelled, done, no_show: all but cancelled keep their time.
  status TEXT NOT NULL DEFAULT 'booked',
  -- The visitor's manage link carries a token; only its SHA-256 is kept.
  token_hash TEXT NOT NULL UNIQUE,
  -- Bumped on every change, as calendar apps expect of an updated or cancelled invitation.
  sequence INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX bookings_blocked ON bookings (blocked_from, blocked_until);
CREATE INDEX bookings_lead ON bookings (lead_id);

-- No two kept bookings overlap: checked by the database inside the writing transaction, so it holds for every
-- receiver writing to one database (SQLite runs one writer at a time).
CREATE TRIGGER bookings_no_overlap_insert BEFORE INSERT ON bookings
WHEN NEW.status <> 'cancelled' AND EXISTS (
  SELECT 1 FROM bookings
  WHERE status <> 'cancelled' AND blocked_from < NEW.blocked_until AND NEW.blocked_from < blocked_until
)
BEGIN
  SELECT RAISE(ABORT, 'booking_overlap');
END;

CREATE TRIGGER bookings_no_overlap_update BEFORE UPDATE OF blocked_from, blocked_until, status ON bookings
WHEN NEW.status <> 'cancelled' AND EXISTS (
  SELECT 1 FROM bookings
  WHERE id <> NEW.id AND status <> 'cancelled' AND blocked_from < NEW.blocked_until AND NEW.blocked_from < blocked_until
)
BEGIN
  SELECT RAISE(ABORT, 'booking_overlap');
END;

-- When calls may be booked, as the desk sets it (one row; none means the defaults in receiver/booking/settings.ts).
-- weekly_hours: JSON, weekday (0 Sunday … 6 Saturday) to [opens, closes] "HH:MM" in India time.
CREATE TABLE booking_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  weekly_hours TEXT NOT NULL,
  slot_minutes INTEGER NOT NULL,
  buffer_minutes INTEGER NOT NULL,
  notice_minutes INTEGER NOT NULL,
  horizon_days INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);

-- Days with no calls (holidays, leave): YYYY-MM-DD in India.
CREATE TABLE booking_blocked_days (
  day TEXT PRIMARY KEY,
  reason TEXT NOT NULL DEFAULT ''
) WITHOUT ROWID;

-- Each staff member's private calendar feed: revoked by deleting the row (only the token's SHA-256 is kept).
CREATE TABLE booking_feeds (
  staff_id INTEGER PRIMARY KEY REFERENCES staff (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
