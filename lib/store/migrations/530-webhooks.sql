-- Webhooks: each account's endpoints, the outbox of events to deliver to them, and the schedule of
-- each account's poller. Every row carries the account's panel identity (account_id), so
-- retiring the identity deletes them (lib/identity/accounts.ts).

CREATE TABLE webhook_endpoints (
  id text PRIMARY KEY,
  account_id text NOT NULL,
  url text NOT NULL,
  -- The chosen event types, comma-separated, e.g. 'client.added,credits.low'.
  events text NOT NULL,
  expiring_days integer,
  low_credit integer,
  -- The signing secret (whsec_…) sealed with sealSecret; the previous one signs too until previous_until.
  secret text NOT NULL,
  previous_secret text,
  previous_until timestamptz,
  enabled boolean NOT NULL DEFAULT true,
  -- Set when deliveries kept failing for a day: nothing is sent until the owner enables it again.
  paused_at timestamptz,
  failing_since timestamptz,
  -- credits.low: whether the balance is below the threshold now, and how many dips there were (each dip is one event).
  credits_low boolean NOT NULL DEFAULT false,
  credits_dips integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE INDEX webhook_endpoints_account ON webhook_endpoints (account_id);

-- The outbox: one row per event and endpoint, its body fixed when written (the signature covers it).
-- dedupe_key makes an event that several pollers or restarts see written once.
-- status: pending | sending | delivered | failed (given up after a day of retries).
CREATE TABLE webhook_events (
  id text PRIMARY KEY,
  endpoint_id text NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  account_id text NOT NULL,
  dedupe_key text NOT NULL UNIQUE,
  type text NOT NULL,
  body text NOT NULL,
  status text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_at timestamptz NOT NULL,
  lease_until timestamptz,
  created_at timestamptz NOT NULL,
  -- Retries go on for a day from here: the event's creation, or the owner's "send again".
  window_from timestamptz NOT NULL,
  finished_at timestamptz,
  -- The last attempt: the HTTP status (null when none came), how long it took, and why it failed.
  last_status integer,
  last_ms integer,
  last_error text NOT NULL DEFAULT ''
);

CREATE INDEX webhook_events_due ON webhook_events (status, next_at);
CREATE INDEX webhook_events_account ON webhook_events (account_id, created_at DESC);

-- One row per account with endpoints that need polling: claimed by one instance at a time (a lease), then due again after an interval.
CREATE TABLE webhook_polls (
  account_id text PRIMARY KEY,
  lease_until timestamptz NOT NULL,
  next_at timestamptz NOT NULL,
  detail text NOT NULL DEFAULT '',
  finished_at timestamptz
);
