// Finding one client within the caller's subtree, and the shape in which a client leaves the API.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { clients } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { Actor } from "../roles";
import { clientInScope } from "../subtree";
import { ownerNames } from "./owners";

export type ClientRecord = typeof clients.$inferSelect;

/**
 * The named client when it is in the actor's subtree, else 404 (as if it did not exist).
 * `lock` takes the row lock that serialises concurrent changes to one client's expiry.
 */
export async function findClient(tx: Db, actor: Actor, name: string, { lock = false } = {}): Promise<ClientRecord> {
  const query = tx
    .select()
    .from(clients)
    .where(and(eq(clients.name, name), clientInScope(actor)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new HttpError(404, `Client ${name} not found`);
  return row;
}

/** The Client entity of clients spec §3, as every client call answers it. */
export function clientDetail(row: ClientRecord, owners: { dealer: string; reseller: string | null }) {
  return {
    name: row.name,
    password: row.password,
    parent_pass: row.parentPass,
    description: row.description,
    mac: row.mac,
    ministra: row.ministra,
    alt_player: row.altPlayer,
    status: row.status,
    expiry: row.expiry,
    last_updated: row.lastUpdated,
    last_active: row.lastActive,
    stb_sn: row.stbSn,
    stb_type: row.stbType,
    version: row.version,
    online: row.online,
    phone: row.phone,
    theme: row.theme,
    server: row.server,
    package_selection: row.packageSelection,
    packages: row.packages,
    reseller: owners.reseller,
    dealer: owners.dealer,
    trial: row.trial,
    created: row.created,
  };
}

export async function describeClient(db: Db, row: ClientRecord) {
  return clientDetail(row, await ownerNames(db, row.dealerId));
}
