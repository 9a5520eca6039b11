import "server-only";
import { panelStore } from "@/lib/store";
import type { AccountRef, SessionRecord, SessionRegistry } from "./record";

// The registry in the panel's store: table session_registry (migrations 101 and 400), the one
// place sessions are recorded. Expired rows are swept when a session is added.

type Row = {
  id: string;
  account_id: string;
  account: string;
  role: string;
  started_at: Date;
  last_used_at: Date;
  expires_at: Date;
  browser: string;
  address: string;
};

const toRecord = (row: Row): SessionRecord => ({
  id: row.id,
  accountId: row.account_id,
  account: row.account,
  role: row.role,
  startedAt: new Date(row.started_at).getTime(),
  lastUsedAt: new Date(row.last_used_at).getTime(),
  expiresAt: new Date(row.expires_at).getTime(),
  browser: row.browser,
  address: row.address,
});

const COLUMNS = "id, account_id, account, role, started_at, last_used_at, expires_at, browser, address";

export class StoreSessionRegistry implements SessionRegistry {
  constructor(readonly recheckMs: number) {}

  async add(record: SessionRecord): Promise<void> {
    const store = await panelStore();
    await store.query("DELETE FROM session_registry WHERE expires_at <= now()");
    await store.query(`INSERT INTO session_registry (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`, [
      record.id,
      record.accountId,
      record.account,
      record.role,
      new Date(record.startedAt),
      new Date(record.lastUsedAt),
      new Date(record.expiresAt),
      record.browser,
      record.address,
    ]);
  }

  async get(id: string): Promise<SessionRecord | null> {
    const store = await panelStore();
    const [row] = await store.query<Row>(`SELECT ${COLUMNS} FROM session_registry WHERE id = $1 AND expires_at > now()`, [id]);
    return row ? toRecord(row) : null;
  }

  async touch(id: string, lastUsedAt: number): Promise<void> {
    const store = await panelStore();
    await store.query("UPDATE session_registry SET last_used_at = $2 WHERE id = $1 AND last_used_at < $2", [id, new Date(lastUsedAt)]);
  }

  async list(owner: AccountRef): Promise<SessionRecord[]> {
    const store = await panelStore();
    const rows = await store.query<Row>(`SELECT ${COLUMNS} FROM session_registry WHERE account_id = $1 AND expires_at > now() ORDER BY started_at DESC, id`, [
      owner.accountId,
    ]);
    return rows.map(toRecord);
  }

  async remove(owner: AccountRef, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const store = await panelStore();
    const rows = await store.query<{ id: string }>("DELETE FROM session_registry WHERE account_id = $1 AND id = ANY($2::text[]) RETURNING id", [
      owner.accountId,
      ids,
    ]);
    return rows.map((row) => row.id);
  }

  async removeIds(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const store = await panelStore();
    await store.query("DELETE FROM session_registry WHERE id = ANY($1::text[])", [ids]);
  }

  async removeAccount(owner: AccountRef, startedBy: number, keep?: string): Promise<string[]> {
    const store = await panelStore();
    const rows = await store.query<{ id: string }>(
      "DELETE FROM session_registry WHERE account_id = $1 AND started_at <= $2 AND id <> $3 AND expires_at > now() RETURNING id",
      [owner.accountId, new Date(startedBy), keep ?? ""],
    );
    return rows.map((row) => row.id);
  }
}
