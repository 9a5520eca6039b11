// The /__control/* calls on the same port: late, drop, state, reset. Never under a role prefix.
import { seed } from "./seed";
import type { Upstream } from "./server";

type Answer = { status: number; body: unknown };

export function resetUpstream(up: Upstream): void {
  up.state = seed(up.opts.clients);
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
  if (key === "POST /__control/late" || key === "POST /__control/drop") {
    if (!path || !Number.isInteger(times) || times < 1) return { status: 400, body: { message: "path (starting with /) and times (1 or more) are required" } };
    const account = body.account;
    if (account !== undefined && (typeof account !== "string" || account === ""))
      return { status: 400, body: { message: "account, when given, is an account's name" } };
    if (key.endsWith("late")) {
      const ms = Number(body.ms);
      if (!Number.isFinite(ms) || ms < 0) return { status: 400, body: { message: "ms must be 0 or more" } };
      up.controls.late(path, ms, times, account);
    } else up.controls.drop(path, times, account);
    return { status: 200, body: { path, times, ...(account === undefined ? {} : { account }) } };
  }
  return { status: 404, body: { message: "Not found" } };
}
