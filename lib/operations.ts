// THE table of who may call what: operation → the upstream call per backend and role, assembled
// from the resource modules in lib/resources/. A role missing from an operation's reference paths
// may not perform it at all: the BFF answers 403 without calling the upstream, and the screens
// hide the action. Which operations a given backend offers is `offers()`, asked of the backend's
// adapter (lib/backends/): on a spec-only backend, the spec's §7 calls plus what the operator
// mapped (upstream-calls.example.json).
import type { Role } from "./roles";
import type { Call, Paths } from "./resources/call-table";
import { ACCOUNT_CALLS } from "./resources/accounts";
import { AUDIT_CALLS } from "./resources/audit";
import { CLIENT_CALLS } from "./resources/clients";
import { LEDGER_CALLS } from "./resources/ledgers";
import { DASHBOARD_CALLS, SESSION_CALLS } from "./resources/session-dashboard";
import { SUPPORT_CALLS } from "./resources/support";
import { TICKET_CALLS } from "./resources/tickets";

export const OPERATIONS = {
  ...SESSION_CALLS,
  ...DASHBOARD_CALLS,
  ...CLIENT_CALLS,
  ...ACCOUNT_CALLS,
  ...LEDGER_CALLS,
  ...AUDIT_CALLS,
  ...SUPPORT_CALLS,
  ...TICKET_CALLS,
} as const satisfies Record<string, Call>;

export type Operation = keyof typeof OPERATIONS;
export type { Paths };

/**
 * What the operations table needs of a backend (lib/backends/): the path of each of its own calls,
 * and which operations the BFF builds from another call there. The backend's adapter reads its own
 * column of the table; nothing here asks which backend it is.
 */
export type BackendOffer = {
  /** The upstream path of an operation for a role on this backend, undefined when it has no call for it. */
  pathOf(role: Role, operation: Operation): string | undefined;
  /** Operation → the operation the BFF builds it from on this backend (the worklist from the client list, bulk renew from renew). */
  builds: Partial<Record<Operation, Operation>>;
};

const callOf = (operation: Operation): Call => OPERATIONS[operation];

/** May this role perform this operation at all (on the backend that offers the most)? */
export function can(role: Role, operation: Operation): boolean {
  return callOf(operation).reference[role] !== undefined;
}

/** The upstream path of an operation for a role on this backend, without segments; undefined when there is none. */
export function operationPath(backend: BackendOffer, role: Role, operation: Operation): string | undefined {
  return can(role, operation) ? backend.pathOf(role, operation) : undefined;
}

/** Does this backend offer the operation to this role, by a call of its own or one the BFF builds on? */
export function offers(backend: BackendOffer, role: Role, operation: Operation): boolean {
  if (!can(role, operation)) return false;
  const from = backend.builds[operation];
  return from !== undefined ? offers(backend, role, from) : operationPath(backend, role, operation) !== undefined;
}

/** Operations the operator may map on a spec backend: every one that is not the reference upstream's alone or built by the BFF. */
export function mappable(operation: Operation): boolean {
  const spec = callOf(operation).spec;
  return typeof spec === "object" && !("from" in spec);
}

/** Every operation this backend offers the role, for the screens (menus, buttons) to ask. */
export function offeredOperations(backend: BackendOffer, role: Role): Operation[] {
  return (Object.keys(OPERATIONS) as Operation[]).filter((operation) => offers(backend, role, operation));
}

/** The operations that spend or move credits: the BFF sends each through its one spend entrance (lib/api/spend.ts). */
export const SPENDING_OPERATIONS: ReadonlySet<Operation> = new Set<Operation>([
  "clients.add",
  "clients.save",
  "clients.renew",
  "clients.retrieve",
  "clients.bulkRenew",
  "dealers.credits",
  "resellers.credits",
  "superResellers.save",
]);
