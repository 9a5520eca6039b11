-- The transactions list pages one account's ledger, newest first (ties by id), and must cost the
-- same at 200,000 rows as at 2,000.
--
-- The page: an index in exactly the list's order lets a page of 10 read 10 index entries and
-- stop. It replaces ledger_account_idx (account_id, created DESC), which it extends.
CREATE INDEX ledger_account_page_idx ON ledger (account_id, created DESC, id DESC);
DROP INDEX ledger_account_idx;

-- The total: an exact count(*) reads every row of the account (many times the cost of the page
-- itself on a long ledger), so each account's row count is kept here. Triggers keep
-- it, in the transaction of the statement that inserts or deletes ledger rows, so no code path
-- (a route, the seed's bulk insert, a later feature) can forget it. They run once per
-- statement over its transition table, so a bulk insert of 5,000 rows costs one update, not
-- 5,000. Ledger rows never change account, so UPDATE needs no trigger.
CREATE TABLE ledger_counts (
  account_id integer PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  rows       bigint NOT NULL CHECK (rows >= 0)
);

CREATE FUNCTION ledger_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_counts (account_id, rows)
    SELECT account_id, count(*) FROM inserted GROUP BY account_id
  ON CONFLICT (account_id) DO UPDATE SET rows = ledger_counts.rows + excluded.rows;
  RETURN NULL;
END
$$;

CREATE FUNCTION ledger_counts_subtract() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_counts c SET rows = c.rows - d.n
  FROM (SELECT account_id, count(*) AS n FROM deleted GROUP BY account_id) d
  WHERE c.account_id = d.account_id;
  RETURN NULL;
END
$$;

CREATE FUNCTION ledger_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ledger_counts;
  RETURN NULL;
END
$$;

CREATE TRIGGER ledger_counts_on_insert AFTER INSERT ON ledger
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_counts_add();
CREATE TRIGGER ledger_counts_on_delete AFTER DELETE ON ledger
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION ledger_counts_subtract();
-- TRUNCATE fires no DELETE trigger; the seed command truncates the ledger.
CREATE TRIGGER ledger_counts_on_truncate AFTER TRUNCATE ON ledger
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_counts_clear();

-- The search: a case-insensitive "contains" over login, type and description. Lower-casing and
-- joining the three for every row at every search costs three to four times the LIKE itself,
-- so the lower-cased text is
-- stored, as for the clients (0003). chr(31), which a search term cannot hold, separates the
-- fields so that no match spans two of them.
ALTER TABLE ledger ADD COLUMN search_text text
  GENERATED ALWAYS AS (lower(login || chr(31) || type || chr(31) || description)) STORED;

-- A database that already holds ledger rows starts with their counts.
INSERT INTO ledger_counts (account_id, rows)
  SELECT account_id, count(*) FROM ledger GROUP BY account_id;
