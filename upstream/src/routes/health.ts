// GET /health and GET /ready (defined here), for process supervisors and load balancers. No
// token: they say nothing about the data. /health answers while the process runs, whatever the
// database does (restart me only if this fails); /ready answers 200 only when a request could be
// served now: the database answers and the upstream is not shutting down (send me traffic).
// A 503 names the failing part and never the driver's message (it may carry user or host names).
import { sql } from "drizzle-orm";
import type { Hono } from "hono";
import type { Db } from "../db/connect";
import { sqlState } from "../db/retry";

/** Shared with server.ts, which sets `shuttingDown` on SIGTERM before draining the requests. */
export interface Lifecycle {
  shuttingDown: boolean;
}

/** A probe must answer even when the database hangs instead of refusing. */
const READY_TIMEOUT_MS = 2000;

type Probe = { ok: true } | { ok: false; reason: string };

async function probeDatabase(db: Db): Promise<Probe> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Probe>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: `no answer within ${READY_TIMEOUT_MS} ms` }), READY_TIMEOUT_MS);
  });
  const query = db.execute(sql`select 1`).then(
    (): Probe => ({ ok: true }),
    (err: unknown): Probe => ({ ok: false, reason: `unreachable (${sqlState(err) ?? "connection failed"})` }),
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(app: Hono, { db, lifecycle }: { db: Db; lifecycle: Lifecycle }): void {
  app.get("/health", (c) => c.json({ status: "ok" }));
  app.get("/ready", async (c) => {
    if (lifecycle.shuttingDown) {
      return c.json({ status: "unavailable", failing: "upstream", message: "shutting down" }, 503);
    }
    const database = await probeDatabase(db);
    if (!database.ok) {
      return c.json({ status: "unavailable", failing: "database", message: `database ${database.reason}` }, 503);
    }
    return c.json({ status: "ready" });
  });
}
