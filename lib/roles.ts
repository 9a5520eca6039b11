// THE role table: role values, labels, upstream prefixes, route tables and menus.
// proxy.ts, the server-side guards, the menus and the tests all read from here.

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

/** The spec treats any role value other than admin, manager and reseller as a dealer. */
export function normalizeRole(value: unknown): Role {
  return value === "admin" || value === "manager" || value === "reseller" ? value : "dealer";
}

export const LOGIN_ROUTE = "/login";
export const HOME_ROUTE = "/";
const SHARED_ROUTES = [HOME_ROUTE, "/logout"] as const;

// Accounts spec §2.1 plus the client routes of the clients spec §2.
export const ROLE_ROUTES: Record<Role, readonly string[]> = {
  dealer: [
    ...SHARED_ROUTES,
    "/clients", "/addclient", "/updateclient",
    "/transactions", "/checkmac", "/dmessage", "/dsupport", "/addticket", "/updateticket",
  ],
  reseller: [
    ...SHARED_ROUTES,
    "/dealers", "/adddealer", "/updatedealer",
    "/resellerclients", "/reselleraddclient", "/resellerupdateclient",
    "/transactions", "/checkmac", "/rmessage", "/rsupport", "/addticket", "/updateticket",
  ],
  manager: [
    ...SHARED_ROUTES,
    "/resellers", "/addreseller", "/updatereseller",
    "/managerdealers", "/manageradddealer", "/managerupdatedealer",
    "/managerclients", "/manageraddclient", "/managerupdateclient",
    "/transactions", "/checkmac", "/smessage", "/ssupport", "/addticket", "/updateticket",
  ],
  admin: [
    ...SHARED_ROUTES,
    "/superresellers", "/addsuperreseller", "/updatesuperreseller",
    "/adminaddreseller", "/adminadddealer", "/adminupdatereseller", "/adminupdatedealer",
    "/manageresellers", "/managedealers",
    "/manageclients", "/adminaddclient", "/adminupdateclient",
    "/message", "/deletemac", "/transactions", "/amessage", "/asupport", "/updateticket",
  ],
};

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

const DASHBOARD: MenuItem = { label: "Dashboard", href: "/" };
const TRANSACTIONS: MenuItem = { label: "Transactions", href: "/transactions" };
const CHECK_MAC: MenuItem = { label: "Check MAC", href: "/checkmac" };

// Accounts spec §2.9: Dashboard, add-entity entries, entity lists, Users, Transactions,
// Check MAC (not for admin), Message, Support; the admin adds its own screens.
export const MENUS: Record<Role, readonly MenuItem[]> = {
  dealer: [
    DASHBOARD,
    { label: "Add Client", href: "/addclient" },
    { label: "Users", href: "/clients" },
    TRANSACTIONS, CHECK_MAC,
    { label: "Message", href: "/dmessage" },
    { label: "Support", href: "/dsupport" },
  ],
  reseller: [
    DASHBOARD,
    { label: "Add Dealer", href: "/adddealer" },
    { label: "Dealers", href: "/dealers" },
    { label: "Add Client", href: "/reselleraddclient" },
    { label: "Users", href: "/resellerclients" },
    TRANSACTIONS, CHECK_MAC,
    { label: "Message", href: "/rmessage" },
    { label: "Support", href: "/rsupport" },
  ],
  manager: [
    DASHBOARD,
    { label: "Add Reseller", href: "/addreseller" },
    { label: "Resellers", href: "/resellers" },
    { label: "Add Dealer", href: "/manageradddealer" },
    { label: "Dealers", href: "/managerdealers" },
    { label: "Add Client", href: "/manageraddclient" },
    { label: "Users", href: "/managerclients" },
    TRANSACTIONS, CHECK_MAC,
    { label: "Message", href: "/smessage" },
    { label: "Support", href: "/ssupport" },
  ],
  admin: [
    DASHBOARD,
    { label: "Add Super Reseller", href: "/addsuperreseller" },
    { label: "Super Resellers", href: "/superresellers" },
    { label: "Add Reseller", href: "/adminaddreseller" },
    { label: "Resellers", href: "/manageresellers" },
    { label: "Add Dealer", href: "/adminadddealer" },
    { label: "Dealers", href: "/managedealers" },
    { label: "Add Client", href: "/adminaddclient" },
    { label: "Users", href: "/manageclients" },
    TRANSACTIONS,
    { label: "Panel Message", href: "/message" },
    { label: "Message Clients", href: "/amessage" },
    { label: "Delete MAC", href: "/deletemac" },
    { label: "Manage Tickets", href: "/asupport", badge: "activeTickets" },
  ],
};

/** The client area's three screens per role (clients spec §2). */
export const CLIENT_ROUTES: Record<Role, { list: string; add: string; update: string }> = {
  dealer: { list: "/clients", add: "/addclient", update: "/updateclient" },
  reseller: { list: "/resellerclients", add: "/reselleraddclient", update: "/resellerupdateclient" },
  manager: { list: "/managerclients", add: "/manageraddclient", update: "/managerupdateclient" },
  admin: { list: "/manageclients", add: "/adminaddclient", update: "/adminupdateclient" },
};

/** The link that opens one client's update screen; the name in the URL makes it bookmarkable. */
export function clientUpdateHref(role: Role, name: string): string {
  return `${CLIENT_ROUTES[role].update}?name=${encodeURIComponent(name)}`;
}
