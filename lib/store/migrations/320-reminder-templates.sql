-- The device message per panel language (a JSON object {"en": …, "es": …, "ar": …}; a language
-- missing from it uses that language's default text), and the language the account's clients get
-- it in ('' = the language the account saved its rules in). An account's one earlier template
-- becomes the template of the language it was saved in.
ALTER TABLE reminder_accounts ADD COLUMN templates text NOT NULL DEFAULT '{}';
ALTER TABLE reminder_accounts ADD COLUMN message_locale text NOT NULL DEFAULT '';
UPDATE reminder_accounts SET templates = json_build_object(locale, template)::text;
