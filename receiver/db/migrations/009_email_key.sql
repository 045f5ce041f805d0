-- Each address also in the one form it is compared in (trimmed, NFKC, case-folded: lib/forms/email.ts), for
-- the erasure, the export and the search: "Élodie@…", "ÉLODIE@…" and " élodie@… " are one person. SQL cannot
-- fold Unicode, so the receiver fills the column for the rows stored before it (receiver/db/emailKeys.ts).
ALTER TABLE leads ADD COLUMN email_key TEXT;
CREATE INDEX leads_email_key ON leads (email_key);
ALTER TABLE spam ADD COLUMN email_key TEXT;
CREATE INDEX spam_email_key ON spam (email_key);
