-- The contact form's optional service and budget: which service a visitor asked about (a service page's call
-- to action, or the chat's "Get a Quote", chooses it for them) and roughly what they plan to spend.
ALTER TABLE leads ADD COLUMN service TEXT;
ALTER TABLE leads ADD COLUMN budget TEXT;
