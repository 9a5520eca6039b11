-- One known text sealed with PANEL_SECRET_KEY by the first instance that starts on the store: an
-- instance whose key cannot open it has another key, and refuses to start instead of failing on
-- every secret the others sealed (lib/store/key-check.ts). Its own number range (8NN).

CREATE TABLE panel_key_check (
  id integer PRIMARY KEY CHECK (id = 1),
  sealed text NOT NULL,
  created_at timestamptz NOT NULL
);
