-- A counter of changes to what the booking page offers: every write to the bookings, the desk's settings or the
-- blocked days bumps it, in the writing transaction. Each receiver keeps its computed free times until the counter
-- moves (receiver/booking/slotsEndpoint.ts), and reading it is one row, so every receiver on one database sees a
-- change made through any other. Any change of a booking counts, whether or not it frees or takes a time: a
-- needless recomputation costs little, a missed one offers a taken time.
-- A later migration that rebuilds one of these tables drops its triggers with it, and must create them again.
CREATE TABLE availability_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO availability_version (id, version) VALUES (1, 0);

CREATE TRIGGER availability_bookings_insert AFTER INSERT ON bookings
BEGIN
  UPDATE availability_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER availability_bookings_update AFTER UPDATE ON bookings
BEGIN
  UPDATE availability_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER availability_bookings_delete AFTER DELETE ON bookings
BEGIN
  UPDATE availability_version SET version = version + 1 WHERE id = 1;
END;

CREATE TRIGGER availability_settings_insert AFTER INSERT ON booking_settings
BEGIN
  UPDATE availability_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER availability_settings_update AFTER UPDATE ON booking_settings
BEGIN
  UPDATE availability_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER availability_settings_delete AFTER DELETE ON booking_settings
BEGIN
  UPDATE availability_version SET version = version + 1 WHERE id = 1;
END;

CREATE TRIGGER availability_blocked_insert AFTER INSERT ON booking_blocked_days
BEGIN
  UPDATE availability_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER availability_blocked_update AFTER UPDATE ON booking_blocked_days
BEGIN
  UPDATE availability_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER availability_blocked_delete AFTER DELETE ON booking_blocked_days
BEGIN
  UPDATE availability_version SET version = version + 1 WHERE id = 1;
END;
