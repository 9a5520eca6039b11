-- The panel's own journal of every write it sends upstream (docs/journal.md). Append-only: a
-- write's entry is one row written before the call goes out, its outcome a second row appended
-- after (or later, when an unknown outcome is settled by reading), so no row is ever changed.
-- Each row's hash covers its content and the previous row's hash (a chain in `seq` order).
CREATE TABLE panel_journal (
  seq bigint PRIMARY KEY,
  -- When, in milliseconds since the epoch (UTC): what the hash covers, exactly.
  at bigint NOT NULL,
  -- 'write' (the call about to go out) or 'outcome' (what became of the write `ref`).
  kind text NOT NULL CHECK (kind IN ('write', 'outcome')),
  ref bigint,
  -- Copies of the body's fields, for filtering and visibility; the verifier checks they match it.
  actor text NOT NULL,
  via text NOT NULL,
  operation text NOT NULL,
  target_kind text NOT NULL DEFAULT '',
  target text NOT NULL DEFAULT '',
  outcome text,
  spend_key text,
  -- The entry's canonical JSON, exactly as hashed.
  body text NOT NULL,
  prev_hash text NOT NULL,
  hash text NOT NULL
);
-- The newest page, whatever the filters: a walk down `seq` stops after one page of matches.
CREATE INDEX panel_journal_writes ON panel_journal (seq DESC) WHERE kind = 'write';
CREATE INDEX panel_journal_actor ON panel_journal (actor, seq DESC) WHERE kind = 'write';
CREATE INDEX panel_journal_target ON panel_journal (target, seq DESC) WHERE kind = 'write';
CREATE INDEX panel_journal_outcomes ON panel_journal (ref, seq DESC) WHERE kind = 'outcome';
CREATE INDEX panel_journal_spend_key ON panel_journal (spend_key, seq DESC) WHERE spend_key IS NOT NULL;

-- One row per purged day (UTC), kept for ever: the last purged row's seq and hash, so the chain
-- of the rows kept still verifies from it.
CREATE TABLE panel_journal_anchors (
  day text PRIMARY KEY,
  last_seq bigint NOT NULL,
  last_hash text NOT NULL,
  purged_rows bigint NOT NULL,
  purged_at timestamptz NOT NULL DEFAULT now()
);

-- No row is ever changed, and none deleted but by the retention purge, which says so for its
-- own transaction only (SET LOCAL panel.journal_purge = 'on') and leaves an anchor per day.
CREATE FUNCTION panel_journal_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('panel.journal_purge', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'panel_journal is append-only: % refused', TG_OP;
END;
$$;
CREATE TRIGGER panel_journal_append_only BEFORE UPDATE OR DELETE ON panel_journal FOR EACH ROW EXECUTE FUNCTION panel_journal_guard();
CREATE TRIGGER panel_journal_no_truncate BEFORE TRUNCATE ON panel_journal FOR EACH STATEMENT EXECUTE FUNCTION panel_journal_guard();
CREATE TRIGGER panel_journal_anchors_append_only BEFORE UPDATE OR DELETE ON panel_journal_anchors FOR EACH ROW EXECUTE FUNCTION panel_journal_guard();
CREATE TRIGGER panel_journal_anchors_no_truncate BEFORE TRUNCATE ON panel_journal_anchors FOR EACH STATEMENT EXECUTE FUNCTION panel_journal_guard();
