-- The session registry (lib/session-registry/): a session is valid only while its row is here.
CREATE TABLE session_registry (
  id text PRIMARY KEY,
  -- The account's login name as the upstream gave it at sign-in, and its role.
  account text NOT NULL,
  role text NOT NULL,
  started_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- A short summary of the User-Agent ("Chrome 131 on Linux") and the client's address.
  browser text NOT NULL,
  address text NOT NULL
);
CREATE INDEX session_registry_account ON session_registry (account, role);
CREATE INDEX session_registry_expires ON session_registry (expires_at);
