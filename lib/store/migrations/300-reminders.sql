-- Reminders: each account's rules and digest settings, the daily runs the scheduler
-- claims, and the delivery log whose unique key is the exactly-once claim.

CREATE TABLE reminder_accounts (
  role text NOT NULL,
  name text NOT NULL,
  enabled boolean NOT NULL DEFAULT false,
  -- Days before expiry, e.g. '7,1' (each 1-14).
  days text NOT NULL DEFAULT '',
  template text NOT NULL,
  scope text NOT NULL DEFAULT 'own',
  include_trials boolean NOT NULL DEFAULT false,
  digest_email text NOT NULL DEFAULT '',
  hour integer NOT NULL DEFAULT 8,
  time_zone text NOT NULL,
  low_credit integer,
  -- The account's own password sealed with sealSecret (lib/store/secrets.ts); the scheduler signs in with it.
  credential text,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (role, name)
);

-- One row per account and local date: claimed by one instance at a time (a lease), done once.
CREATE TABLE reminder_runs (
  role text NOT NULL,
  name text NOT NULL,
  local_date text NOT NULL,
  -- running | retry | done | failed
  status text NOT NULL,
  lease_until timestamptz NOT NULL,
  next_at timestamptz,
  attempts integer NOT NULL DEFAULT 1,
  detail text NOT NULL DEFAULT '',
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  PRIMARY KEY (role, name, local_date)
);

-- Every reminder and digest: the row is written (outcome 'sending') before the send, under a
-- unique key per rule, client and expiry date (device) or per account and local date (digest),
-- so no two instances, and no restart, send the same one twice.
CREATE TABLE reminder_deliveries (
  id bigserial PRIMARY KEY,
  dedupe_key text NOT NULL UNIQUE,
  role text NOT NULL,
  name text NOT NULL,
  channel text NOT NULL,
  recipient text NOT NULL,
  rule_days integer,
  expiry text,
  message text NOT NULL DEFAULT '',
  -- sending | sent | failed | unknown
  outcome text NOT NULL,
  detail text NOT NULL DEFAULT '',
  attempts integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  claimed_at timestamptz NOT NULL,
  finished_at timestamptz
);

CREATE INDEX reminder_deliveries_account ON reminder_deliveries (role, name, created_at DESC, id DESC);
CREATE INDEX reminder_deliveries_open ON reminder_deliveries (outcome, claimed_at);
