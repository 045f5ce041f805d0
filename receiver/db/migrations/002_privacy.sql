-- Privacy (DPDP Act): the version of the privacy notice the visitor was shown, and when they consented.
ALTER TABLE leads ADD COLUMN notice_version TEXT;
ALTER TABLE leads ADD COLUMN consent_at TEXT;
