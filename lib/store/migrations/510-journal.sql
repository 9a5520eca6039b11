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
  -- The entry's canonical JSON, exactly as hashed (its seq is not in it: the chain orders the rows).
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

-- Appends one row as the chain's next, in one statement (one round trip): under a lock every
-- instance takes, the next seq and the hash over the previous row's hash and this body (sha256 of
-- prev_hash, a newline and the body, as hex), continuing from the newest purge anchor when no row
-- is left. Returns the new row's seq.
CREATE FUNCTION panel_journal_append(
  p_at bigint, p_kind text, p_ref bigint, p_actor text, p_via text, p_operation text,
  p_target_kind text, p_target text, p_outcome text, p_spend_key text, p_body text
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  last_seq bigint;
  last_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(5100510);
  SELECT seq, hash INTO last_seq, last_hash FROM panel_journal ORDER BY seq DESC LIMIT 1;
  IF last_seq IS NULL THEN
    SELECT a.last_seq, a.last_hash INTO last_seq, last_hash FROM panel_journal_anchors a ORDER BY a.last_seq DESC LIMIT 1;
  END IF;
  last_seq := COALESCE(last_seq, 0);
  last_hash := COALESCE(last_hash, repeat('0', 64));
  INSERT INTO panel_journal (seq, at, kind, ref, actor, via, operation, target_kind, target, outcome, spend_key, body, prev_hash, hash)
  VALUES (last_seq + 1, p_at, p_kind, p_ref, p_actor, p_via, p_operation, p_target_kind, p_target, p_outcome, p_spend_key, p_body, last_hash,
    encode(sha256(convert_to(last_hash || E'\n' || p_body, 'UTF8')), 'hex'));
  RETURN last_seq + 1;
END;
$$;

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
