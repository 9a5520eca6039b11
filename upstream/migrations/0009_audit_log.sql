-- The audit log: one row per write a staff account makes, written in the same
-- transaction as the change it records (rules/audit/record.ts), so a change never exists without
-- its entry and a rolled-back write leaves none.
--
-- No foreign key to accounts: an entry outlives its actor (a deleted account's history stays),
-- and ON DELETE would have to change or remove rows this table refuses to change.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  created timestamptz NOT NULL,
  actor_id integer NOT NULL,
  actor_name text NOT NULL,
  actor_role text NOT NULL CHECK (actor_role IN ('admin', 'manager', 'reseller', 'dealer')),
  action text NOT NULL,
  target text NOT NULL,
  -- [{ field, before, after }], or { field, changed: true } for a secret (a password)
  changes jsonb NOT NULL DEFAULT '[]'::jsonb
);

-- The list's default order (newest first) over everything (the admin) or per actor (the others
-- filter by the actor ids of their subtree).
CREATE INDEX audit_log_created_idx ON audit_log (created DESC, id DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, created DESC, id DESC);

-- Entries are append-only: no call edits or deletes them, and the database refuses it too.
-- (TRUNCATE, which the seed command uses to start over, is not a row change and still works.)
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log entries cannot be changed or deleted';
END
$$;

CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
