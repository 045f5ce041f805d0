-- Views of the 404 page per day and address asked for (a broken link a visitor followed): strangers choose
-- the addresses, so the receiver counts at most a bounded number apart per day and the rest as "other".
-- Visits: views that began a visit, that is arrivals by that link. Kept as long as the other daily totals.
CREATE TABLE daily_not_found (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  views INTEGER NOT NULL,
  visits INTEGER NOT NULL,
  PRIMARY KEY (day, path)
) WITHOUT ROWID;
