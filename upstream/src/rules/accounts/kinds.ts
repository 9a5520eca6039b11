// The accounts a role manages (accounts spec §6, §7) as data: for each role, which call path
// handles which kind of account below it. A role without an entry simply has no such call, so
// it answers 404 like any unknown path.
import type { Role } from "../roles";

/** The kinds of account that are managed from above; the admin is nobody's child. */
export type AccountKind = Exclude<Role, "admin">;

export const KIND_LABEL: Record<AccountKind, string> = { manager: "Super reseller", reseller: "Reseller", dealer: "Dealer" };

/** Super reseller descriptions are at most 50 characters (spec §5); the others share the 500 of the column. */
export const DESCRIPTION_MAX: Record<AccountKind, number> = { manager: 50, reseller: 500, dealer: 500 };

/**
 * Where a new account of a kind hangs: the role of its parent, and the body field that names
 * the parent when the caller is higher up than that (the admin adding a reseller names its
 * super reseller; the admin or a manager adding a dealer names its reseller).
 */
export const PARENT: Record<AccountKind, { role: Role; field?: string; missing?: string }> = {
  manager: { role: "admin" },
  reseller: { role: "manager", field: "superReseller", missing: "Please select a super reseller" },
  dealer: { role: "reseller", field: "reseller", missing: "Please select a reseller" },
};

/** The body field naming the new parent, or undefined when the caller itself is the parent. */
export function parentField(role: Role, kind: AccountKind): string | undefined {
  return PARENT[kind].role === role ? undefined : PARENT[kind].field;
}

type Paths = Partial<Record<AccountKind, string>>;

export interface AccountCalls {
  /** GET /<prefix>/<path>/{name} (detail) and POST /<prefix>/<path> (add). */
  entity: Paths;
  /** POST: move credits to or from the account, optionally replacing its description. */
  credits: Paths;
  password: Paths;
  /** POST: move the account under another parent and replace its description. */
  edit: Paths;
  remove: Paths;
}

export const ACCOUNT_CALLS: Record<Role, AccountCalls> = {
  admin: {
    entity: { manager: "superreseller", reseller: "reseller", dealer: "dealer" },
    credits: { manager: "save", reseller: "resellercredits", dealer: "dealercredits" },
    password: { manager: "changepassword", reseller: "changepasswordreseller", dealer: "changepassworddealer" },
    edit: { reseller: "editreseller", dealer: "editdealer" },
    remove: { reseller: "removereseller", dealer: "removedealer" },
  },
  manager: {
    entity: { reseller: "reseller", dealer: "dealer" },
    credits: { reseller: "resellercredits", dealer: "dealercredits" },
    password: { reseller: "changepassword", dealer: "changepassworddealer" },
    edit: { dealer: "editdealer" },
    remove: { reseller: "removereseller", dealer: "removedealer" },
  },
  reseller: {
    entity: { dealer: "dealer" },
    credits: { dealer: "dealercredits" },
    password: { dealer: "changepassword" },
    edit: {},
    remove: { dealer: "removedealer" },
  },
  dealer: { entity: {}, credits: {}, password: {}, edit: {}, remove: {} },
};

/** The entries of one group of calls, typed. */
export function callsOf(paths: Paths): [AccountKind, string][] {
  return Object.entries(paths) as [AccountKind, string][];
}
