-- The keyed REST API's keys (features/api/server/keys-repo.ts). The secret is shown once and
-- never stored: a short public prefix finds the row, and the sha256 of the whole secret (high
-- entropy, so no slow hash is needed) proves it. Each call reads the row, so a revocation holds at
-- once on every instance sharing the store. Owned by the panel-side identity of the account.
CREATE TABLE api_keys (
  id text PRIMARY KEY,
  account_id text NOT NULL,
  role text NOT NULL,
  account text NOT NULL,
  name text NOT NULL,
  prefix text NOT NULL UNIQUE,
  secret_hash text NOT NULL,
  -- Comma-separated scope names (features/api/scopes.ts).
  scopes text NOT NULL,
  expires_at timestamptz,
  -- Comma-separated CIDR ranges; empty: any address.
  allowed text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text NOT NULL,
  last_used_at timestamptz,
  last_used_address text,
  revoked_at timestamptz,
  revoked_by text
);
CREATE INDEX api_keys_account ON api_keys (account_id);
CREATE INDEX api_keys_owner_name ON api_keys (role, account);

-- The per-key rate limit's counters, in rate-limiter-flexible's RateLimiterPostgres layout.
CREATE TABLE api_rate_limit (
  key text PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
CREATE INDEX api_rate_limit_expire ON api_rate_limit (expire);
