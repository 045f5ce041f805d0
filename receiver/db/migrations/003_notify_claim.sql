-- When a sender (the server after storing a lead, or `npm run leads -- notify`) took a lead's e-mail on
-- itself: the other skips it, so a lead is e-mailed once. A claim left by a crashed sender goes stale.
ALTER TABLE leads ADD COLUMN notify_claimed_at TEXT;
