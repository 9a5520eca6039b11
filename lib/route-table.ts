// The route tables and the menus of each role, derived from the screen registry (lib/screens.ts)
// and the role table (lib/roles.ts). proxy.ts, the guards, the menus and the tests read them.
import { HOME_ROUTE, LOGIN_ROUTE, perRole, type Role } from "./roles";
import { SCREENS } from "./screens";

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
