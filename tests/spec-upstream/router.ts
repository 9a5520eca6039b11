// A tiny route table: each call is declared with the roles that have it and its path after the
// role's prefix (`/client/:name` → `/api/client/x` for the dealer, `/admin/client/x` for the admin).
import { bad } from "./errors";
import { PREFIX, type Account, type Role, type SpecUpstreamOptions, type State } from "./types";

export interface Ctx {
  s: State;
  me: Account;
  params: Record<string, string>;
  query: URLSearchParams;
  body: Record<string, unknown>;
  opts: SpecUpstreamOptions;
}

export type Handler = (ctx: Ctx) => unknown;

export interface Route {
  method: "GET" | "POST";
  roles: Role[];
  path: string;
  handler: Handler;
}

/** A non-JSON answer (the dealer's reset 429 is plain text). */
export class Plain {
  constructor(
    readonly status: number,
    readonly text: string,
    /** text/html only for a test control's page (a proxy's or a framework's error page). */
    readonly type: "text/plain" | "text/html" = "text/plain",
  ) {}
}

export const ALL: Role[] = ["admin", "manager", "reseller", "dealer"];
export const ABOVE_DEALER: Role[] = ["admin", "manager", "reseller"];

export const get = (roles: Role[], path: string, handler: Handler): Route => ({ method: "GET", roles, path, handler });
export const post = (roles: Role[], path: string, handler: Handler): Route => ({ method: "POST", roles, path, handler });

/** The role whose prefix starts this path, or null. */
export function roleOfPath(pathname: string): Role | null {
  const first = `/${pathname.split("/")[1] ?? ""}`;
  return (Object.keys(PREFIX) as Role[]).find((r) => PREFIX[r] === first) ?? null;
}

export function match(routes: Route[], method: string, role: Role, pathname: string) {
  const rest = pathname.slice(PREFIX[role].length).split("/");
  for (const route of routes) {
    if (route.method !== method || !route.roles.includes(role)) continue;
    const want = route.path.split("/");
    if (want.length !== rest.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < want.length && ok; i++) {
      if (want[i].startsWith(":")) {
        if (rest[i] === "") ok = false;
        else params[want[i].slice(1)] = decode(rest[i]);
      } else ok = want[i] === rest[i];
    }
    if (ok) return { route, params };
  }
  return null;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw bad("Malformed path");
  }
}
