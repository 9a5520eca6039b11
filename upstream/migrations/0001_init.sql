-- The whole data model. Plain SQL so that PGlite and PostgreSQL run the very same text;
-- upstream/src/db/schema.ts mirrors it for Drizzle's typed queries.

CREATE TABLE accounts (
  id            serial PRIMARY KEY,
  name          varchar(15) NOT NULL UNIQUE,
  password_hash text NOT NULL,
  role          text NOT NULL CHECK (role IN ('admin', 'manager', 'reseller', 'dealer')),
  parent_id     integer REFERENCES accounts (id),
  -- The admin's balance is unlimited and stays 0 here; the CHECK is the last line of defence
  -- behind the conditional UPDATE that spends credits.
  credits       integer NOT NULL DEFAULT 0 CHECK (credits >= 0),
  description   varchar(500) NOT NULL DEFAULT '',
  created       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX accounts_parent_idx ON accounts (parent_id);
CREATE INDEX accounts_role_idx ON accounts (role);

-- Only a hash of each token is kept, so a copy of the database does not hand out sessions.
CREATE TABLE tokens (
  token_hash text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created    timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked    boolean NOT NULL DEFAULT false
);
CREATE INDEX tokens_expires_idx ON tokens (expires_at);

CREATE TABLE clients (
  id                serial PRIMARY KEY,
  name              varchar(15) NOT NULL UNIQUE,
  password          varchar(15) NOT NULL,
  parent_pass       varchar(15) NOT NULL DEFAULT '0000',
  description       varchar(500) NOT NULL DEFAULT '',
  -- NULL for a Ministra client without a device; UNIQUE lets any number of NULLs through.
  mac               varchar(17) UNIQUE,
  ministra          boolean NOT NULL DEFAULT false,
  alt_player        boolean NOT NULL DEFAULT false,
  status            boolean NOT NULL DEFAULT true,
  expiry            date NOT NULL,
  last_updated      timestamptz NOT NULL DEFAULT now(),
  last_active       timestamptz,
  stb_sn            varchar(64),
  stb_type          varchar(64),
  version           varchar(128),
  online            boolean NOT NULL DEFAULT false,
  phone             varchar(15) NOT NULL DEFAULT '',
  theme             text NOT NULL DEFAULT 'classic'
                    CHECK (theme IN ('classic', 'digital', 'cappuccino', 'emerald', 'ocean_blue')),
  server            smallint NOT NULL DEFAULT 0 CHECK (server BETWEEN 0 AND 2),
  package_selection integer NOT NULL DEFAULT 8,
  packages          integer[] NOT NULL DEFAULT '{}',
  dealer_id         integer NOT NULL REFERENCES accounts (id),
  created           timestamptz NOT NULL DEFAULT now(),
  trial             boolean NOT NULL DEFAULT false,
  last_reset_at     timestamptz
);
-- Lists page by name within a dealer's clients; the admin's list pages over every client.
CREATE INDEX clients_dealer_name_idx ON clients (dealer_id, name);
CREATE INDEX clients_dealer_expiry_idx ON clients (dealer_id, expiry);
CREATE INDEX clients_expiry_idx ON clients (expiry);

-- One ledger for every balance change and client purchase. credits is the amount moved;
-- type says the direction from the owning account's side.
CREATE TABLE ledger (
  id          bigserial PRIMARY KEY,
  account_id  integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created     timestamptz NOT NULL DEFAULT now(),
  type        text NOT NULL CHECK (type IN
                ('ADD', 'REMOVE', 'RECEIVED', 'REMOVED', 'NEW CLIENT', 'RENEW', 'RETRIEVED')),
  login       varchar(15) NOT NULL,
  -- Set on client rows, so a client's history never mixes with a later client of the same
  -- name. No foreign key: the history outlives a deleted client.
  client_id   integer,
  credits     integer NOT NULL CHECK (credits >= 0),
  expiry      date,
  description varchar(500) NOT NULL DEFAULT ''
);
CREATE INDEX ledger_account_idx ON ledger (account_id, created DESC);
CREATE INDEX ledger_client_idx ON ledger (client_id);

-- A replayed Idempotency-Key returns the stored response. The row is inserted before the work,
-- in the same transaction, so a concurrent duplicate waits on the primary key and then replays.
CREATE TABLE idempotency_keys (
  account_id  integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  key         varchar(200) NOT NULL,
  fingerprint text NOT NULL,
  status      smallint,
  body        jsonb,
  created     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, key)
);

CREATE TABLE tickets (
  id          serial PRIMARY KEY,
  account_id  integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  status      smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  type        smallint NOT NULL CHECK (type BETWEEN 0 AND 5),
  device      varchar(50) NOT NULL DEFAULT '',
  isp         varchar(50) NOT NULL DEFAULT '',
  tested      smallint NOT NULL DEFAULT 0 CHECK (tested BETWEEN 0 AND 2),
  description varchar(500) NOT NULL,
  created     timestamptz NOT NULL DEFAULT now(),
  modified    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tickets_account_idx ON tickets (account_id);
CREATE INDEX tickets_status_idx ON tickets (status);

CREATE TABLE ticket_details (
  id          serial PRIMARY KEY,
  ticket_id   integer NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  description varchar(500) NOT NULL,
  status      smallint NOT NULL DEFAULT 0,
  -- The author's login as written at the time; accounts may be deleted later.
  created_by  varchar(15) NOT NULL,
  created     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ticket_details_ticket_idx ON ticket_details (ticket_id);

CREATE TABLE message_outbox (
  id          bigserial PRIMARY KEY,
  client_name varchar(15) NOT NULL,
  message     varchar(300) NOT NULL,
  server      smallint NOT NULL CHECK (server BETWEEN 0 AND 2),
  sender_id   integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created     timestamptz NOT NULL DEFAULT now(),
  due_at      timestamptz NOT NULL
);
CREATE INDEX message_outbox_due_idx ON message_outbox (due_at);

-- Exactly one row, read by every role and written by the admin.
CREATE TABLE panel_message (
  id       smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  message  varchar(300) NOT NULL DEFAULT '',
  modified timestamptz NOT NULL DEFAULT now()
);
INSERT INTO panel_message (id, message) VALUES (1, '');

CREATE TABLE packages (
  server smallint NOT NULL CHECK (server BETWEEN 0 AND 2),
  id     integer NOT NULL,
  name   varchar(100) NOT NULL,
  type   text NOT NULL CHECK (type IN ('tv', 'video')),
  PRIMARY KEY (server, id)
);

-- A preset (tariff) names a fixed set of packages; preset 3 (custom) has none and the client's
-- own package list applies instead.
CREATE TABLE presets (
  server   smallint NOT NULL CHECK (server BETWEEN 0 AND 2),
  id       integer NOT NULL,
  name     varchar(100) NOT NULL,
  packages integer[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (server, id)
);
