// Every list's URL shape: the tabs and sorts its URL may choose, the first of each the default.
// Free of zod: the lists' client components read it too. Parsing is lib/list/query-schema.ts.
import type { ListShape } from "./list/query";

export const CLIENT_LIST = {
  tabs: ["all", "active", "expired"],
  sorts: ["name", "-name", "expiry", "-expiry"],
} as const satisfies ListShape;

/** The expiry worklist (issue 14): paid clients ending within 7 days, trials ending today; soonest first. */
export const EXPIRING_LIST = {
  tabs: ["week", "trials"],
  sorts: ["expiry", "-expiry", "name", "-name"],
} as const satisfies ListShape;

/** The account lists have no tabs: every account below the viewer, sorted and searched. */
export const SUPER_RESELLER_LIST = {
  tabs: ["all"],
  sorts: ["name", "-name", "created", "-created", "credits", "-credits", "clients", "-clients"],
} as const satisfies ListShape;

export const RESELLER_LIST = {
  tabs: ["all"],
  sorts: ["name", "-name", "credits", "-credits", "dealers", "-dealers", "clients", "-clients"],
} as const satisfies ListShape;

export const DEALER_LIST = {
  tabs: ["all"],
  sorts: ["name", "-name", "credits", "-credits", "clients", "-clients"],
} as const satisfies ListShape;

/** Manage Tickets: newest modified first by default (accounts spec §2.8). */
export const TICKET_LIST = {
  tabs: ["all", "active", "closed"],
  sorts: ["-modified", "modified", "type", "-type", "name", "-name"],
} as const satisfies ListShape;

/** The signed-in account's own ledger: newest first by default, the upstream's sort keys. */
export const TRANSACTION_LIST = {
  tabs: ["all"],
  sorts: ["-created", "created", "login", "-login", "type", "-type", "credits", "-credits"],
} as const satisfies ListShape;

/** The audit log (issue 14): newest first only; the tabs are groups of actions, counted by the upstream. */
export const AUDIT_LIST = {
  tabs: ["all", "clients", "accounts", "messages", "tickets", "sessions"],
  sorts: ["-created"],
} as const satisfies ListShape;
