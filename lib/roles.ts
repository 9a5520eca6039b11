// THE role table: role values, labels and upstream prefixes. The route tables and menus derived
// from the screen registry are lib/route-table.ts.

export const ROLES = ["admin", "manager", "reseller", "dealer"] as const;
export type Role = (typeof ROLES)[number];

type RoleInfo = {
  /** Shown in the top bar as '<label> Panel'. */
  label: string;
  /** Path prefix of the role's calls on the upstream. */
  prefix: "/admin" | "/superreseller" | "/reseller" | "/api";
};

export const ROLE_INFO: Record<Role, RoleInfo> = {
  admin: { label: "Admin", prefix: "/admin" },
  manager: { label: "Super Reseller", prefix: "/superreseller" },
  reseller: { label: "Reseller", prefix: "/reseller" },
  dealer: { label: "Dealer", prefix: "/api" },
};

/** A table with one entry per role, built by `make`. */
export function perRole<T>(make: (role: Role) => T): Record<Role, T> {
  return { admin: make("admin"), manager: make("manager"), reseller: make("reseller"), dealer: make("dealer") };
}

/** The spec treats any role value other than admin, manager and reseller as a dealer. */
export function normalizeRole(value: unknown): Role {
  return value === "admin" || value === "manager" || value === "reseller" ? value : "dealer";
}

export const LOGIN_ROUTE = "/login";
export const HOME_ROUTE = "/";
