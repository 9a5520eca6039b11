import { describe, expect, it } from "vitest";
import { normalizeRole, ROLE_INFO, ROLES, type Role } from "@/lib/roles";
import { decideRoute, MENUS, PANEL_ROUTES, ROLE_ROUTES } from "@/lib/route-table";

// Accounts spec §2.1 plus the client routes of the clients spec (and the panel's own /expiring, /insights, /audit, /audit/backend, /security, /api-keys, /webhooks, /sessions and /reminders, for every role, defined here), written out again here on
// purpose: the test is the second, independent reading of the spec.
const SPEC: Record<Role, string[]> = {
  dealer:
    "/ /expiring /clients /addclient /updateclient /transactions /insights /audit /audit/backend /checkmac /dmessage /reminders /dsupport /addticket /updateticket /security /api-keys /webhooks /sessions /logout".split(
      " ",
    ),
  reseller:
    "/ /expiring /dealers /adddealer /updatedealer /resellerclients /reselleraddclient /resellerupdateclient /transactions /insights /audit /audit/backend /checkmac /rmessage /reminders /rsupport /addticket /updateticket /security /api-keys /webhooks /sessions /logout".split(
      " ",
    ),
  manager:
    "/ /expiring /resellers /addreseller /updatereseller /managerdealers /manageradddealer /managerupdatedealer /managerclients /manageraddclient /managerupdateclient /transactions /insights /audit /audit/backend /checkmac /smessage /reminders /ssupport /addticket /updateticket /security /api-keys /webhooks /sessions /logout".split(
      " ",
    ),
  admin:
    "/ /expiring /superresellers /addsuperreseller /updatesuperreseller /adminaddreseller /adminadddealer /adminupdatereseller /adminupdatedealer /manageresellers /managedealers /manageclients /adminaddclient /adminupdateclient /message /deletemac /transactions /insights /audit /audit/backend /amessage /reminders /asupport /updateticket /security /api-keys /webhooks /sessions /logout".split(
      " ",
    ),
};

const ALL_SPEC_ROUTES = [...new Set(Object.values(SPEC).flat())];
const cases = ROLES.flatMap((role) => ALL_SPEC_ROUTES.map((route) => [role, route, SPEC[role].includes(route)] as const));

describe("route tables", () => {
  it("declare exactly the spec's routes for each role", () => {
    for (const role of ROLES) expect([...ROLE_ROUTES[role]].sort()).toEqual([...SPEC[role]].sort());
  });

  it.each(cases)("%s opening %s: allowed=%s, else sent to /", (role, route, allowed) => {
    expect(decideRoute(route, role)).toEqual(allowed ? { kind: "allow" } : { kind: "redirect", to: "/" });
  });

  it.each(ALL_SPEC_ROUTES)("signed out, %s redirects to /login", (route) => {
    expect(decideRoute(route, null)).toEqual({ kind: "redirect", to: "/login" });
  });

  it("lets a signed-out user reach /login only", () => {
    expect(decideRoute("/login", null)).toEqual({ kind: "allow" });
    expect(decideRoute("/no-such-page", null)).toEqual({ kind: "redirect", to: "/login" });
  });

  it.each(ROLES)("sends a signed-in %s away from /login to /", (role) => {
    expect(decideRoute("/login", role)).toEqual({ kind: "redirect", to: "/" });
  });

  it.each(ROLES)("gives %s the not-found page for an unknown path", (role) => {
    expect(decideRoute("/no-such-page", role)).toEqual({ kind: "not-found" });
    expect(decideRoute("/clients/extra", role)).toEqual({ kind: "not-found" });
  });

  it("ignores a trailing slash", () => {
    expect(decideRoute("/clients/", "dealer")).toEqual({ kind: "allow" });
  });

  it("knows every route of every role as a panel route", () => {
    expect(PANEL_ROUTES.size).toBe(ALL_SPEC_ROUTES.length);
  });
});

describe("roles", () => {
  it.each([
    ["admin", "admin"],
    ["manager", "manager"],
    ["reseller", "reseller"],
    ["dealer", "dealer"],
    ["superreseller", "dealer"],
    ["", "dealer"],
    [undefined, "dealer"],
  ])("normalises %s to %s", (value, role) => {
    expect(normalizeRole(value)).toBe(role);
  });

  it.each([
    ["admin", "Admin", "/admin"],
    ["manager", "Super Reseller", "/superreseller"],
    ["reseller", "Reseller", "/reseller"],
    ["dealer", "Dealer", "/api"],
  ] as const)("%s is labelled '%s Panel' and calls %s", (role, label, prefix) => {
    expect(ROLE_INFO[role]).toEqual({ label, prefix });
  });
});

describe("menus", () => {
  it.each(ROLES)("%s's menu links only to routes it may open", (role) => {
    for (const item of MENUS[role]) expect(ROLE_ROUTES[role]).toContain(item.href);
  });

  it.each(ROLES)("%s's menu starts with Dashboard and offers Transactions", (role) => {
    expect(MENUS[role][0]).toEqual({ label: "Dashboard", href: "/" });
    expect(MENUS[role].map((i) => i.label)).toContain("Transactions");
  });

  it("offers Check MAC to everyone but the admin, and the ticket badge to the admin only", () => {
    for (const role of ROLES) {
      expect(MENUS[role].some((i) => i.href === "/checkmac")).toBe(role !== "admin");
      expect(MENUS[role].some((i) => i.badge === "activeTickets")).toBe(role === "admin");
    }
  });
});
