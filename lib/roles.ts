// THE role table: role values, labels, upstream prefixes, and the route tables and menus derived
// from the screen registry (lib/screens.ts). proxy.ts, the guards, the menus and the tests read it.
import { SCREENS } from "./screens";

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
const SHARED_ROUTES = [HOME_ROUTE, "/logout"] as const;

// Accounts spec §2.1 plus the client routes of the clients spec §2, from the screen registry.
export const ROLE_ROUTES: Record<Role, readonly string[]> = perRole((role) => [...SHARED_ROUTES, ...SCREENS[role].map((screen) => screen.route)]);

/** Every page route of the panel, for any role. */
export const PANEL_ROUTES: ReadonlySet<string> = new Set(Object.values(ROLE_ROUTES).flat());

export type RouteDecision =
  | { kind: "allow" }
  | { kind: "redirect"; to: string }
  /** Not a route of the panel at all: let the not-found page answer. */
  | { kind: "not-found" };

function normalizePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return trimmed;
}

/** Where a page request may go, given the signed-in role (null when signed out). */
export function decideRoute(pathname: string, role: Role | null): RouteDecision {
  const path = normalizePath(pathname);
  if (role === null) {
    return path === LOGIN_ROUTE ? { kind: "allow" } : { kind: "redirect", to: LOGIN_ROUTE };
  }
  if (path === LOGIN_ROUTE) return { kind: "redirect", to: HOME_ROUTE };
  if (ROLE_ROUTES[role].includes(path)) return { kind: "allow" };
  if (PANEL_ROUTES.has(path)) return { kind: "redirect", to: HOME_ROUTE };
  return { kind: "not-found" };
}

export function canOpen(role: Role, pathname: string): boolean {
  return ROLE_ROUTES[role].includes(normalizePath(pathname));
}

export type MenuItem = { label: string; href: string; badge?: "activeTickets" };

const DASHBOARD: MenuItem = { label: "Dashboard", href: HOME_ROUTE };

/** The drawer's entries: the dashboard, then every screen with a menu label, in the registry's order. */
export const MENUS: Record<Role, readonly MenuItem[]> = perRole((role) => [
  DASHBOARD,
  ...SCREENS[role].flatMap((s) => (s.menu ? [{ label: s.menu, href: s.route, ...(s.badge ? { badge: s.badge } : {}) }] : [])),
]);
