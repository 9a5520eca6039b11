import { UpstreamError } from "./errors";

// When the backend no longer honours the session's token as it was signed in, the panel's session
// ends too (docs/design-decisions.md): the token is unknown (401), or a read is refused with 403.
// The panel asks each call only of a role that has it, and a backend answers 403 when a token calls
// another role's calls, so a read refused so means the token lost the rights of the role the
// session holds: every screen would fail alike until a new sign-in reads the account's role again.
// A write refused with 403 stays a refusal with the backend's message: it may be a rule about that
// one record, and the next read settles the rest.

/** Whether `error` means the session is over: the upstream's 401, or its 403 on a read. */
export function sessionLost(error: unknown): boolean {
  if (!(error instanceof UpstreamError) || error.kind !== "response") return false;
  return error.status === 401 || (error.status === 403 && error.method === "GET");
}
