-- The language an account's digest e-mail is written in: the panel's language the
-- account saved its reminder rules in. Accounts that saved before it get English, the default.
ALTER TABLE reminder_accounts ADD COLUMN locale text NOT NULL DEFAULT 'en';
