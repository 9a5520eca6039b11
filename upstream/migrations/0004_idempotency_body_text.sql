-- A replayed Idempotency-Key must answer byte for byte what the first request answered; jsonb
-- reorders object keys, so the stored body becomes the response text itself.
ALTER TABLE idempotency_keys ALTER COLUMN body TYPE text USING body::text;
