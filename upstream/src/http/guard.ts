// Every prefixed call: read the token (query on GET, body on POST), resolve it to an account
// (401 when missing, unknown, expired or revoked), then insist on the prefix's role (403).
import type { Context, MiddlewareHandler } from "hono";
import { findActor } from "../auth/tokens";
import type { Role } from "../rules/roles";
import type { Deps, Env } from "./context";
import { HttpError } from "./errors";

async function readBody(c: Context): Promise<Record<string, unknown>> {
  if (c.req.method === "GET" || c.req.method === "HEAD") return {};
  const text = await c.req.text();
  if (text.trim() === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, "Request body must be JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, "Request body must be a JSON object");
  }
  return parsed as Record<string, unknown>;
}

export function guard(role: Role, deps: Deps): MiddlewareHandler<Env> {
  return async (c, next) => {
    const body = await readBody(c);
    const token = c.req.method === "GET" ? c.req.query("token") : body.token;
    if (typeof token !== "string" || token === "") throw new HttpError(401, "Missing token");
    const actor = await findActor(deps.db, token, deps.now());
    if (!actor) throw new HttpError(401, "Invalid or expired token");
    if (actor.role !== role) throw new HttpError(403, "This call is not available to your role");
    c.set("actor", actor);
    c.set("token", token);
    c.set("body", body);
    await next();
  };
}
