import "server-only";
import http from "node:http";
import https from "node:https";
import { settings } from "@/lib/settings";
import { panelStore } from "@/lib/store";
import { upstreamBaseUrl } from "@/lib/upstream/url";

// One probe per part the panel depends on: the upstream and the panel's own store. Run in the
// background by lib/dependencies.ts, never on a request's path, so each may take as long as an
// ordinary call of that part would: the upstream gets UPSTREAM_TIMEOUT_MS, like every BFF call,
// so a slow but answering upstream is "ok".

export type CheckResult = "ok" | "unreachable";

/** The store answers within this; a PostgreSQL that takes longer is as good as away for a request. */
const STORE_CHECK_TIMEOUT_MS = 5_000;

// Kept-alive sockets: the poller asks every few seconds, and a fresh connection each time would
// cost the upstream a handshake per check.
const AGENTS = { "http:": new http.Agent({ keepAlive: true, timeout: 15_000 }), "https:": new https.Agent({ keepAlive: true, timeout: 15_000 }) };

/** Any HTTP answer to `GET <UPSTREAM_URL>/` means the upstream is there; only a connection error or the timeout does not. */
export function checkUpstream(timeoutMs = settings().upstreamTimeoutMs): Promise<CheckResult> {
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

/** The panel's own store opens (the first check opens it and applies its migrations) and answers. */
export async function checkStore(timeoutMs = STORE_CHECK_TIMEOUT_MS): Promise<CheckResult> {
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
