import "server-only";
import http from "node:http";
import https from "node:https";
import { isShuttingDown } from "@/lib/ops-state";
import { panelStore } from "@/lib/store";
import { settledRedis } from "@/lib/store/redis";
import { upstreamBaseUrl } from "@/lib/upstream/url";

// Whether this instance should get traffic (GET /api/ready, the balancer's health check): the
// upstream answers, the panel's own store answers a query, and Redis (when REDIS_URL is set)
// answers PING. Each check is cut at
// CHECK_TIMEOUT_MS and they run side by side, so a check costs a round trip when all is well
// and at most a second when not. The answer names the failing part only: no URL, no address.

export const CHECK_TIMEOUT_MS = 1_000;

export type CheckResult = "ok" | "unreachable";
export type Readiness =
  { status: "ready"; checks: Record<string, CheckResult> } | { status: "not ready"; checks: Record<string, CheckResult> } | { status: "shutting down" };

// Kept-alive sockets: the balancer asks every few seconds, and a fresh connection each time would
// cost the upstream a handshake per check.
const AGENTS = { "http:": new http.Agent({ keepAlive: true, timeout: 4_000 }), "https:": new https.Agent({ keepAlive: true, timeout: 4_000 }) };

/** Any HTTP answer to `GET <UPSTREAM_URL>/` means the upstream is there; only a connection error or the timeout does not. */
export function checkUpstream(timeoutMs = CHECK_TIMEOUT_MS): Promise<CheckResult> {
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(`${upstreamBaseUrl()}/`);
    } catch {
      return resolve("unreachable");
    }
    const client = url.protocol === "https:" ? https : http;
    const request = client.get(url, { agent: AGENTS[url.protocol as keyof typeof AGENTS], headers: { accept: "application/json" } }, (response) => {
      response.resume();
      resolve("ok");
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error("timeout")));
    request.on("error", () => resolve("unreachable"));
  });
}

export async function checkRedis(timeoutMs = CHECK_TIMEOUT_MS): Promise<CheckResult | null> {
  // Commands fail at once while disconnected (no offline queue): wait out the first connection
  // attempt after start, or a PING sent as the instance starts would call a healthy Redis unreachable.
  const redis = await settledRedis();
  if (!redis) return null;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => (timer = setTimeout(() => resolve("unreachable"), timeoutMs)));
  const ping = redis.ping().then(
    (answer) => (answer === "PONG" ? "ok" : "unreachable") as CheckResult,
    () => "unreachable" as CheckResult,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The panel's own store opens (the first check opens it and applies its migrations) and answers. */
export async function checkStore(timeoutMs = CHECK_TIMEOUT_MS): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => (timer = setTimeout(() => resolve("unreachable"), timeoutMs)));
  const probe = panelStore()
    .then((store) => store.query("SELECT 1"))
    .then(
      () => "ok" as CheckResult,
      () => "unreachable" as CheckResult,
    );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness(): Promise<Readiness> {
  if (isShuttingDown()) return { status: "shutting down" };
  const [upstream, store, redis] = await Promise.all([checkUpstream(), checkStore(), checkRedis()]);
  const checks: Record<string, CheckResult> = { upstream, store, ...(redis ? { redis } : {}) };
  return Object.values(checks).every((result) => result === "ok") ? { status: "ready", checks } : { status: "not ready", checks };
}
