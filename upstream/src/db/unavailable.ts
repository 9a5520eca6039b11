// Whether a failure means "the database is not there right now" (restarting, unreachable, the
// connection dropped) rather than "this request is wrong". Those answer 503 and a later retry
// works, once the pool has opened fresh connections; nothing needs restarting here.
import { sqlState } from "./retry";

const UNAVAILABLE_CODES = new Set([
  // The socket: server down or restarting, network gone.
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  // SQLSTATE class 08, connection exceptions.
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  // Class 57: admin_shutdown (a fast stop or restart), crash_shutdown, cannot_connect_now (starting up or shutting down).
  "57P01",
  "57P02",
  "57P03",
  // too_many_connections: the server is full for now.
  "53300",
]);

// node-postgres reports a dropped or unusable connection by message only, without a code.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /connection error and is not queryable/,
  /timeout exceeded when trying to connect/,
  /Client was closed and is not queryable/,
];

export function isDatabaseUnavailable(err: unknown): boolean {
  const code = sqlState(err);
  if (code !== undefined && UNAVAILABLE_CODES.has(code)) return true;
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const message = (e as { message?: unknown }).message;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}
