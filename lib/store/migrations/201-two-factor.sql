-- Second factor. Every row is keyed by the upstream's account identity as the session
-- knows it: the role and the account's name. Times are epoch milliseconds. Secrets are sealed
-- (lib/store/secrets.ts) before they reach this table; recovery codes are stored as hashes only.

CREATE TABLE two_factor_totp (
  role text NOT NULL,
  account text NOT NULL,
  secret_sealed text NOT NULL,
  -- The last accepted time step: a code of this step or an earlier one is refused (no replay).
  last_step bigint NOT NULL DEFAULT 0,
  created_at bigint NOT NULL,
  PRIMARY KEY (role, account)
);

CREATE TABLE two_factor_passkeys (
  credential_id text PRIMARY KEY,
  role text NOT NULL,
  account text NOT NULL,
  public_key text NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text NOT NULL DEFAULT '',
  label text NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX two_factor_passkeys_account ON two_factor_passkeys (role, account);

CREATE TABLE two_factor_recovery_codes (
  role text NOT NULL,
  account text NOT NULL,
  code_hash text NOT NULL,
  used_at bigint,
  PRIMARY KEY (role, account, code_hash)
);

-- What is being set up and not yet confirmed: a TOTP secret or a passkey registration challenge.
CREATE TABLE two_factor_enrolments (
  role text NOT NULL,
  account text NOT NULL,
  kind text NOT NULL,
  value_sealed text NOT NULL,
  expires_at bigint NOT NULL,
  PRIMARY KEY (role, account, kind)
);

-- A sign-in whose password was right and whose second factor is still owed. The browser holds
-- only the random id (an httpOnly cookie); the upstream token stays here, sealed.
CREATE TABLE two_factor_pending (
  id text PRIMARY KEY,
  role text NOT NULL,
  account text NOT NULL,
  login text NOT NULL,
  token_sealed text NOT NULL,
  stage text NOT NULL,
  challenge text,
  failures integer NOT NULL DEFAULT 0,
  expires_at bigint NOT NULL
);

-- The admin's rule: which roles must have a second factor.
CREATE TABLE two_factor_policy (
  role text PRIMARY KEY,
  required boolean NOT NULL
);
