-- The job application's optional portfolio link (Behance, Dribbble, a site): what a designer applies with.
ALTER TABLE leads ADD COLUMN portfolio TEXT;
