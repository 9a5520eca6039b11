// node-postgres emits 'error' on a connection the server drops (a restart sends 57P01 admin
// shutdown to every backend) and on the pool for idle ones; an 'error' event nobody listens to
// throws, which crashed the whole upstream on a PostgreSQL restart. Listening is all it takes:
// the pool discards a broken connection and opens a new one when the next query needs it.
import type pg from "pg";
import { log } from "../log";

export function survivePoolErrors(pool: pg.Pool): void {
  // Idle connections: nothing was running on them, so this is the only place that can say so.
  pool.on("error", (err) => log.warn(`upstream: idle PostgreSQL connection lost: ${err.message}`));
  // Connections lent to a request: the pool stops listening while one is checked out, so each
  // gets its own listener. Nothing to log here: the request's failing query reports it (503).
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
}
