// The /__control/* calls on the same port: late, drop, cut, fail, variants, state, reset. Never under a role prefix.
import { seed } from "./seed";
import { VARIANTS, type Variant } from "./variants";
import { PHP_NOTICE, type Failure } from "./control";
import type { Upstream } from "./server";

type Answer = { status: number; body: unknown };

export function resetUpstream(up: Upstream): void {
  up.state = seed(up.opts.clients, up.opts.ledger);
  up.controls.clear();
}

export function handleControl(up: Upstream, method: string, pathname: string, raw: string): Answer {
  let body: Record<string, unknown> = {};
  try {
    body = raw.trim() ? (JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    return { status: 400, body: { message: "Malformed JSON body" } };
  }
  const path = typeof body.path === "string" && body.path.startsWith("/") ? body.path : null;
  const times = body.times === undefined ? 1 : Number(body.times);
  const key = `${method} ${pathname}`;
  if (key === "GET /__control/state") return { status: 200, body: up.controls.snapshot(up.state) };
  if (key === "POST /__control/reset") {
    resetUpstream(up);
    return { status: 200, body: { message: "reset" } };
  }
  if (key === "POST /__control/variants") {
    const variants = variantsOf(body);
    if (typeof variants === "string") return { status: 400, body: { message: variants } };
    up.opts.variants = variants;
    return { status: 200, body: { variants } };
  }
  if (key === "POST /__control/late" || key === "POST /__control/drop" || key === "POST /__control/cut" || key === "POST /__control/fail") {
    if (!path || !Number.isInteger(times) || times < 1) return { status: 400, body: { message: "path (starting with /) and times (1 or more) are required" } };
    const account = body.account;
    if (account !== undefined && (typeof account !== "string" || account === ""))
      return { status: 400, body: { message: "account, when given, is an account's name" } };
    if (key.endsWith("late")) {
      const ms = Number(body.ms);
      if (!Number.isFinite(ms) || ms < 0) return { status: 400, body: { message: "ms must be 0 or more" } };
      up.controls.late(path, ms, times, account);
    } else if (key.endsWith("fail")) {
      const failure = failureOf(body);
      if (typeof failure === "string") return { status: 400, body: { message: failure } };
      up.controls.fail(path, failure, times, account);
    } else if (key.endsWith("cut")) up.controls.cut(path, times, account);
    else up.controls.drop(path, times, account);
    return { status: 200, body: { path, times, ...(account === undefined ? {} : { account }) } };
  }
  return { status: 404, body: { message: "Not found" } };
}

/** A `fail` rule's answer from the control call's body, or why it is not one. */
function failureOf(body: Record<string, unknown>): Failure | string {
  const status = Number(body.status);
  if (!Number.isInteger(status) || status < 200 || status > 599) return "status must be an HTTP status (200-599)";
  if (body.text !== undefined && typeof body.text !== "string") return "text, when given, is the page to answer";
  if (body.commit !== undefined && typeof body.commit !== "boolean") return "commit, when given, is true or false";
  return { status, body: body.body ?? (status >= 500 ? PHP_NOTICE : {}), text: body.text, commit: body.commit ?? true };
}

/** The variants a `variants` control call asks for (an empty list: the spec's own shapes), or why they are not known. */
function variantsOf(body: Record<string, unknown>): Variant[] | string {
  const asked = body.variants;
  if (!Array.isArray(asked) || asked.some((v) => typeof v !== "string")) return "variants is a list of variant names ([] for the spec's own shapes)";
  const unknown = asked.filter((v) => !(VARIANTS as readonly string[]).includes(v));
  if (unknown.length) return `unknown variant(s): ${unknown.join(", ")} (known: ${VARIANTS.join(", ")})`;
  return [...new Set(asked as Variant[])];
}
