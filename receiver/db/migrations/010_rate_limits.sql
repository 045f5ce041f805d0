-- Rate limits every receiver shares: one row per limit, key (an address, an IPv6 /64, a passkey) and fixed
-- window, counting attempts (or failures), with the last one's time for a back-off. Old windows are deleted
-- as new ones start.
CREATE TABLE rate_limits (
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  hits INTEGER NOT NULL,
  last_at INTEGER NOT NULL,
  PRIMARY KEY (scope, key, window_start)
) WITHOUT ROWID;
