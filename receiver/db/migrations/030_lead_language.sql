-- The language of the page each lead was sent from (en, te, hi): the desk shows it so staff answer in it.
-- Leads stored before the site spoke Telugu and Hindi were all sent in English.
ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
