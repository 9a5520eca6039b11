-- The admin's delete by MAC (POST /admin/deletemac) removes a client whatever its status and
-- leaves a row in the admin's ledger: type DELETED, credits 0, login = the client. No earlier
-- type says that (nothing was bought, renewed or moved), so the type check gains one value.
ALTER TABLE ledger DROP CONSTRAINT ledger_type_check;
ALTER TABLE ledger ADD CONSTRAINT ledger_type_check CHECK (type IN
  ('ADD', 'REMOVE', 'RECEIVED', 'REMOVED', 'NEW CLIENT', 'RENEW', 'RETRIEVED', 'DELETED'));
