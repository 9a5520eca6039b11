// Who may open which page, checked where it is decided rather than through a browser: proxy.ts
// (the cookie-only guard) for every role and route, the pages that must exist behind every route
// of the tables (Next's not-found page keeps the URL, so a browser visit cannot tell a missing
// page from a present one), the page's own check of its route, and where an update screen opened
// without naming its item lands. tests/e2e/routes.spec.ts keeps one visit of each kind.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { proxy } from "@/proxy";
import { ACCOUNT_KINDS, type AccountKind } from "@/lib/accounts/kinds";
import { loadAccountScreen } from "@/features/accounts/server/load-account";
import { loadUpdateClient } from "@/features/clients/server/load-update-client";
import { loadUpdateTicket } from "@/features/tickets/server/load-update-ticket";
import { HOME_ROUTE, LOGIN_ROUTE, ROLES, type Role } from "@/lib/roles";
import { PANEL_ROUTES, ROLE_ROUTES } from "@/lib/route-table";
import { SCREENS, screenRoute, type ScreenId } from "@/lib/screens";
import { PLAIN_COOKIE_NAME, sealSession, SESSION_TTL_MS } from "@/lib/session/cookie";

// next/navigation's redirect() throws inside Next; here it throws where it was sent.
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Redirected(to);
  },
}));
class Redirected extends Error {
  constructor(readonly to: string) {
    super(`redirect to ${to}`);
  }
}

const ROOT = join(__dirname, "..", "..");
const PANEL = "http://panel.test";
const UNKNOWN = ["/no-such-page", "/clients/extra", "/api-like", "/updateclient/alice"];

beforeAll(() => {
  process.env.SESSION_PASSWORD ??= "unit-test-session-password-0123456789-abcdef";
});

async function cookieOf(role: Role): Promise<string> {
  const seal = await sealSession({
    sid: `sid-${role}`,
    accountId: `account-${role}`,
    role,
    name: role,
    token: `token-${role}`,
    expiresAt: Date.now() + SESSION_TTL_MS,
  });
  return `${PLAIN_COOKIE_NAME}=${seal}`;
}

/** What proxy.ts answers a page request: where it redirects, or null when it lets Next answer. */
async function proxied(path: string, role: Role | null): Promise<string | null> {
  const headers = role ? { cookie: await cookieOf(role) } : undefined;
  const response = await proxy(new NextRequest(`${PANEL}${path}`, { headers }));
  const location = response.headers.get("location");
  if (location === null) {
    // NextResponse.next(): the page (or Next's not-found page) answers.
    expect(response.headers.get("x-middleware-next"), path).toBe("1");
    return null;
  }
  expect(response.status, path).toBe(307);
  const url = new URL(location);
  expect(url.origin).toBe(PANEL);
  return url.pathname;
}

const ALL_ROUTES = [...PANEL_ROUTES];

describe("proxy.ts", () => {
  it.each(ROLES)("lets %s open its own routes, sends it to / from every other role's, and leaves unknown paths to the not-found page", async (role) => {
    for (const route of ALL_ROUTES) {
      expect(await proxied(route, role), `${role} opening ${route}`).toBe(ROLE_ROUTES[role].includes(route) ? null : HOME_ROUTE);
    }
    for (const path of UNKNOWN) expect(await proxied(path, role), `${role} opening ${path}`).toBeNull();
    expect(await proxied(LOGIN_ROUTE, role)).toBe(HOME_ROUTE);
  });

  it("sends a signed-out visitor to /login from every path but /login", async () => {
    for (const path of [...ALL_ROUTES, ...UNKNOWN]) expect(await proxied(path, null), path).toBe(LOGIN_ROUTE);
    expect(await proxied(LOGIN_ROUTE, null)).toBeNull();
  });

  it("treats a cookie it cannot read as signed out", async () => {
    const response = await proxy(new NextRequest(`${PANEL}/clients`, { headers: { cookie: `${PLAIN_COOKIE_NAME}=forged` } }));
    expect(new URL(response.headers.get("location")!).pathname).toBe(LOGIN_ROUTE);
  });
});

/** Every page.tsx (and route.ts) under app/, outside app/api, as the path it serves. */
function pagesUnder(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name === "page.tsx" || name === "route.ts") {
        const segments = relative(dir, at)
          .split(sep)
          .filter((s) => s !== "" && !/^\(.*\)$/.test(s));
        found.set(`/${segments.join("/")}`, path);
      }
    }
  };
  walk(dir);
  for (const path of [...found.keys()]) if (path === "/api" || path.startsWith("/api/")) found.delete(path);
  return found;
}

describe("pages behind the route tables", () => {
  const pages = pagesUnder(join(ROOT, "app"));

  it.each(ALL_ROUTES)("%s has a page (or, /logout, a route handler)", (route) => {
    const file = pages.get(route);
    expect(file, `no page for ${route}`).toBeDefined();
    expect(existsSync(file!)).toBe(true);
    if (route === "/logout") expect(file).toMatch(/route\.ts$/);
    else expect(file).toMatch(new RegExp(`app/\\(panel\\)${route === "/" ? "" : route}/page\\.tsx$`));
  });

  it.each(ALL_ROUTES.filter((route) => route !== "/logout"))("%s's page checks its own route itself (never proxy.ts alone)", (route) => {
    const text = readFileSync(pages.get(route)!, "utf8");
    const guard = new RegExp(`(screenPage|requireRoute)\\(${JSON.stringify(route).replace(/[/]/g, "\\/")}[,)]`);
    expect(text).toMatch(guard);
  });

  // The API reference (features/api): route handlers serving a page outside the panel's router, one
  // for every role (a signed-out browser is sent to sign in by proxy.ts), and its script.
  const API_REFERENCE = ["/apidocs", "/apidocs/[asset]"];

  it("has no page outside the route tables but the sign-in page and the API reference", () => {
    expect([...pages.keys()].filter((path) => !PANEL_ROUTES.has(path)).sort()).toEqual([...API_REFERENCE, LOGIN_ROUTE].sort());
  });
});

describe("an update screen opened without naming its item", () => {
  const session = (role: Role) => ({
    sid: `sid-${role}`,
    accountId: `account-${role}`,
    role,
    name: role,
    token: `token-${role}`,
    expiresAt: Date.now() + SESSION_TTL_MS,
  });
  const kindOf = (id: ScreenId) => (Object.keys(ACCOUNT_KINDS) as AccountKind[]).find((kind) => ACCOUNT_KINDS[kind].screens.update === id);

  /** The loader behind the update screen `id`, given no item. */
  function open(role: Role, id: ScreenId, given: string | undefined): Promise<unknown> {
    if (id === "clients.update") return loadUpdateClient(session(role), given);
    if (id === "tickets.update") return loadUpdateTicket(session(role), given);
    const kind = kindOf(id);
    if (!kind) throw new Error(`no loader known for ${id}`);
    return loadAccountScreen(session(role), kind, given, false);
  }

  const cases = ROLES.flatMap((role) => SCREENS[role].filter((s) => s.id.endsWith(".update")).map((s) => [role, s.route, s.id] as const));

  it.each(cases)("%s opening %s lands on its list", async (role, _route, id) => {
    const list = screenRoute(role, id.replace(".update", ".list") as ScreenId);
    expect(list, `${role} has no list for ${id}`).toBeDefined();
    for (const given of [undefined, "", "  "]) {
      await expect(open(role, id, given)).rejects.toMatchObject({ to: list });
    }
  });
});
