// GET /capabilities – which extensions beyond the spec's calls this upstream offers (defined
// here). The panel asks once at start: a backend that does not answer it is treated as spec-only.
import type { Hono } from "hono";

/** The extensions of this reference upstream; the panel's reference adapter (lib/backends/reference/) recognises it. */
export const EXTENSIONS = [
  "server-paging", // client lists and ledgers paged, sorted and counted here (?tab=&page=&per_page=&sort=)
  "expiring",
  "bulk-renew",
  "audit",
  "account-ledgers",
  "logout",
  "idempotency-key",
] as const;

export function capabilitiesRoute(app: Hono): void {
  app.get("/capabilities", (c) => c.json({ dialect: "reference", extensions: EXTENSIONS }));
}
