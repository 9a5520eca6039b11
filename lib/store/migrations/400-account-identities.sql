-- Panel-side account identities. The backend names an account (role and login name) but gives no
-- stable id, and a deleted name can be given to a new account. Every record the panel keeps for
-- an account (sessions, second factor, reminders, their stored password and delivery log) is keyed
-- by the id of the identity bound at the account's first sign-in; deleting the account through
-- the panel, or a sign-in that shows the name now belongs to another role, retires the identity
-- and its records, so a later account of the same name starts with nothing.
CREATE TABLE panel_accounts (
  id text PRIMARY KEY,
  role text NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz,
  -- Why it was retired: 'deleted' (through the panel), 'role-changed' (seen at sign-in).
  retired_reason text
);
-- One live identity per role and name; retired ones stay for the record.
CREATE UNIQUE INDEX panel_accounts_live ON panel_accounts (role, name) WHERE retired_at IS NULL;
CREATE INDEX panel_accounts_live_name ON panel_accounts (name) WHERE retired_at IS NULL;

-- Records kept before identities existed: one identity per role and name they name.
INSERT INTO panel_accounts (id, role, name)
SELECT replace(gen_random_uuid()::text, '-', ''), role, account FROM (
  SELECT role, account FROM session_registry
  UNION SELECT role, account FROM two_factor_totp
  UNION SELECT role, account FROM two_factor_passkeys
  UNION SELECT role, account FROM two_factor_recovery_codes
  UNION SELECT role, account FROM two_factor_enrolments
  UNION SELECT role, name FROM reminder_accounts
  UNION SELECT role, name FROM reminder_runs
  UNION SELECT role, name FROM reminder_deliveries
) AS known;

-- Sessions: a session row belongs to an identity.
ALTER TABLE session_registry ADD COLUMN account_id text;
UPDATE session_registry t SET account_id = a.id FROM panel_accounts a WHERE a.role = t.role AND a.name = t.account AND a.retired_at IS NULL;
ALTER TABLE session_registry ALTER COLUMN account_id SET NOT NULL;
CREATE INDEX session_registry_account_id ON session_registry (account_id);

-- Second factor: keyed by the identity instead of the name.
ALTER TABLE two_factor_totp ADD COLUMN account_id text;
UPDATE two_factor_totp t SET account_id = a.id FROM panel_accounts a WHERE a.role = t.role AND a.name = t.account AND a.retired_at IS NULL;
ALTER TABLE two_factor_totp ALTER COLUMN account_id SET NOT NULL;
ALTER TABLE two_factor_totp DROP CONSTRAINT two_factor_totp_pkey;
ALTER TABLE two_factor_totp ADD PRIMARY KEY (account_id);

ALTER TABLE two_factor_passkeys ADD COLUMN account_id text;
UPDATE two_factor_passkeys t SET account_id = a.id FROM panel_accounts a WHERE a.role = t.role AND a.name = t.account AND a.retired_at IS NULL;
ALTER TABLE two_factor_passkeys ALTER COLUMN account_id SET NOT NULL;
CREATE INDEX two_factor_passkeys_account_id ON two_factor_passkeys (account_id);

ALTER TABLE two_factor_recovery_codes ADD COLUMN account_id text;
UPDATE two_factor_recovery_codes t SET account_id = a.id FROM panel_accounts a WHERE a.role = t.role AND a.name = t.account AND a.retired_at IS NULL;
ALTER TABLE two_factor_recovery_codes ALTER COLUMN account_id SET NOT NULL;
ALTER TABLE two_factor_recovery_codes DROP CONSTRAINT two_factor_recovery_codes_pkey;
ALTER TABLE two_factor_recovery_codes ADD PRIMARY KEY (account_id, code_hash);

-- Unfinished set-ups and sign-ins are short-lived (minutes): they start again rather than being carried over.
DELETE FROM two_factor_enrolments;
ALTER TABLE two_factor_enrolments ADD COLUMN account_id text NOT NULL;
ALTER TABLE two_factor_enrolments DROP CONSTRAINT two_factor_enrolments_pkey;
ALTER TABLE two_factor_enrolments ADD PRIMARY KEY (account_id, kind);

DELETE FROM two_factor_pending;
ALTER TABLE two_factor_pending ADD COLUMN account_id text NOT NULL;

-- Reminders: the rules, the stored password, the runs and the delivery log.
ALTER TABLE reminder_accounts ADD COLUMN account_id text;
UPDATE reminder_accounts t SET account_id = a.id FROM panel_accounts a WHERE a.role = t.role AND a.name = t.name AND a.retired_at IS NULL;
ALTER TABLE reminder_accounts ALTER COLUMN account_id SET NOT NULL;
ALTER TABLE reminder_accounts DROP CONSTRAINT reminder_accounts_pkey;
ALTER TABLE reminder_accounts ADD PRIMARY KEY (account_id);

ALTER TABLE reminder_runs ADD COLUMN account_id text;
UPDATE reminder_runs t SET account_id = a.id FROM panel_accounts a WHERE a.role = t.role AND a.name = t.name AND a.retired_at IS NULL;
ALTER TABLE reminder_runs ALTER COLUMN account_id SET NOT NULL;
ALTER TABLE reminder_runs DROP CONSTRAINT reminder_runs_pkey;
ALTER TABLE reminder_runs ADD PRIMARY KEY (account_id, local_date);

-- A delivery's exactly-once key names the identity, so a new account of the same name is never
-- taken for one that was sent already.
ALTER TABLE reminder_deliveries ADD COLUMN account_id text;
UPDATE reminder_deliveries t SET account_id = a.id FROM panel_accounts a WHERE a.role = t.role AND a.name = t.name AND a.retired_at IS NULL;
ALTER TABLE reminder_deliveries ALTER COLUMN account_id SET NOT NULL;
UPDATE reminder_deliveries SET dedupe_key = account_id || ':' || dedupe_key;
CREATE INDEX reminder_deliveries_account_id ON reminder_deliveries (account_id, created_at DESC, id DESC);
