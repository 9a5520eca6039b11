-- The account lists (dealers, resellers, super resellers) show each account's client count.
-- Counting them per row with a correlated count(*) over clients made those lists grow with the
-- clients (every page of a list read every client below it), so each
-- dealer's client count is kept here and the lists add up the few kept rows of the dealers
-- below each account instead. Only dealers own clients; a reseller's or a super reseller's
-- count is the sum over its dealers, which are few, so moving a dealer needs no update.
--
-- As for ledger_counts (0006), triggers keep it in the transaction of the statement that writes
-- the clients, so no code path (a route, the seed's bulk insert, a later feature) can forget
-- it: insert and delete once per statement over their transition tables (the seed's 50,000
-- clients cost one update per batch, not one per client), truncate clears it, and a client
-- moved to another dealer (an UPDATE of dealer_id; column lists cannot take transition tables,
-- so this one is per row, and fires only when the dealer really changes) moves one count.
--
-- The same rows also say when a dealer's clients last changed: `writes` takes a new value of
-- one sequence at every insert, delete or update of that dealer's clients (a renewal moves an
-- expiry, which moves the dashboard's active counts). The dashboard's counts and history, which
-- must read every client of a subtree, are then remembered by the upstream per subtree and
-- day together with the subtree's (dealer, writes) pairs, and read again only when one of them
-- changed (rules/stats-cache.ts). A sequence, not a counter per row, so that a dealer's value
-- never repeats, not even after TRUNCATE ... RESTART IDENTITY hands out the same dealer ids.
CREATE SEQUENCE client_writes;

CREATE TABLE dealer_client_counts (
  dealer_id integer PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  clients   bigint NOT NULL CHECK (clients >= 0),
  writes    bigint NOT NULL DEFAULT nextval('client_writes')
);

CREATE FUNCTION dealer_client_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dealer_client_counts (dealer_id, clients)
    SELECT dealer_id, count(*) FROM inserted GROUP BY dealer_id
  ON CONFLICT (dealer_id) DO UPDATE
    SET clients = dealer_client_counts.clients + excluded.clients, writes = nextval('client_writes');
  RETURN NULL;
END
$$;

CREATE FUNCTION dealer_client_counts_subtract() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE dealer_client_counts c SET clients = c.clients - d.n, writes = nextval('client_writes')
  FROM (SELECT dealer_id, count(*) AS n FROM deleted GROUP BY dealer_id) d
  WHERE c.dealer_id = d.dealer_id;
  RETURN NULL;
END
$$;

-- Any other change of clients (a renewal, an edit, a reset): their dealers' clients changed.
CREATE FUNCTION dealer_client_counts_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE dealer_client_counts SET writes = nextval('client_writes')
  WHERE dealer_id IN (SELECT dealer_id FROM updated);
  RETURN NULL;
END
$$;

CREATE FUNCTION dealer_client_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE dealer_client_counts SET clients = clients - 1, writes = nextval('client_writes') WHERE dealer_id = OLD.dealer_id;
  INSERT INTO dealer_client_counts (dealer_id, clients) VALUES (NEW.dealer_id, 1)
  ON CONFLICT (dealer_id) DO UPDATE SET clients = dealer_client_counts.clients + 1, writes = nextval('client_writes');
  RETURN NULL;
END
$$;

CREATE FUNCTION dealer_client_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dealer_client_counts;
  RETURN NULL;
END
$$;

CREATE TRIGGER dealer_client_counts_on_insert AFTER INSERT ON clients
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION dealer_client_counts_add();
CREATE TRIGGER dealer_client_counts_on_delete AFTER DELETE ON clients
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION dealer_client_counts_subtract();
CREATE TRIGGER dealer_client_counts_on_update AFTER UPDATE ON clients
  REFERENCING NEW TABLE AS updated FOR EACH STATEMENT EXECUTE FUNCTION dealer_client_counts_touch();
CREATE TRIGGER dealer_client_counts_on_move AFTER UPDATE OF dealer_id ON clients
  FOR EACH ROW WHEN (OLD.dealer_id IS DISTINCT FROM NEW.dealer_id) EXECUTE FUNCTION dealer_client_counts_move();
-- TRUNCATE fires no DELETE trigger; the seed command truncates the clients.
CREATE TRIGGER dealer_client_counts_on_truncate AFTER TRUNCATE ON clients
  FOR EACH STATEMENT EXECUTE FUNCTION dealer_client_counts_clear();

-- A database that already holds clients starts with their counts.
INSERT INTO dealer_client_counts (dealer_id, clients)
  SELECT dealer_id, count(*) FROM clients GROUP BY dealer_id;
