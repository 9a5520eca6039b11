-- Spend intents (lib/intents/): one row per (caller, Idempotency-Key), claimed by an
-- INSERT … ON CONFLICT before the upstream is called, so no two instances and no restart send one
-- intent twice. The id is sha256(caller, key) (lib/intents/fingerprint.ts): a fixed-length
-- unique key whatever characters the browser's key holds. Times are epoch milliseconds; a row
-- counts for 24 hours from its claim and is purged after that.
CREATE TABLE spend_intents (
  id text PRIMARY KEY,
  -- "role:name" and the browser's key, for whoever reads the table by hand.
  caller text NOT NULL,
  key text NOT NULL,
  -- sha256 of the payload's canonical JSON: a repeat with other details is refused.
  fingerprint text NOT NULL,
  state text NOT NULL CHECK (state IN ('pending', 'done', 'unknown')),
  created_at bigint NOT NULL,
  -- The upstream's answer (JSON text) once done, replayed to every repeat. Never a session token.
  status integer,
  body text
);
CREATE INDEX spend_intents_created ON spend_intents (created_at);
