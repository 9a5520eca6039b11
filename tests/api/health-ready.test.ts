// GET /api/ready and GET /api/health called as Next calls them: no session. Readiness is this
// instance's own state (starting, serving, draining) and never asks a dependency, so a part that
// is down for every instance does not pull them all from the balancer; /api/health reports each
// part as the background checks last saw it. The upstream is a plain HTTP server of the test's
// own (any answer counts).
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/ready/route";
import { config as proxyConfig } from "@/proxy";
import { refreshDependencies, resetDependenciesForTests } from "@/lib/dependencies";
import { panelOps } from "@/lib/ops-state";
import { closePanelStoreForTests, panelStore } from "@/lib/store";
import { freshPgliteDir } from "../support/fresh-pglite";

// The store check asks the panel store: opened on a new database (a copy of the run's empty one).
process.env.PANEL_STORE_DIR = freshPgliteDir();

function listen(handler: RequestListener): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

let upstream: { server: Server; url: string };
let slow: { server: Server; url: string };
let silent: { server: Server; url: string };
beforeAll(async () => {
  // The reference upstream answers `GET /` with a 404: still an answer.
  upstream = await listen((_req, res) => res.writeHead(404, { "content-type": "application/json" }).end("{}"));
  // Answers after more than a second, well within UPSTREAM_TIMEOUT_MS.
  slow = await listen((_req, res) => setTimeout(() => res.writeHead(200).end("{}"), 1_200));
  // Takes the connection and never answers.
  silent = await listen(() => undefined);
  await panelStore(); // opened at start by instrumentation.ts, before any check
});
afterAll(async () => {
  await closePanelStoreForTests();
  for (const { server } of [upstream, slow, silent]) {
    server.closeAllConnections();
    server.close();
  }
  resetDependenciesForTests();
});
afterEach(() => {
  panelOps().shuttingDown = false;
  panelOps().starting = false;
  delete process.env.UPSTREAM_TIMEOUT_MS;
  resetDependenciesForTests();
});

async function askReady() {
  const response = ready();
  return { status: response.status, body: await response.json(), cache: response.headers.get("cache-control") };
}

async function askHealth() {
  const response = health();
  return { status: response.status, body: await response.json(), cache: response.headers.get("cache-control") };
}

describe("GET /api/ready", () => {
  it("is ready once started, without asking the upstream anything", async () => {
    process.env.UPSTREAM_URL = silent.url;
    let connections = 0;
    const counted = () => connections++;
    silent.server.on("connection", counted);
    try {
      expect(await askReady()).toEqual({ status: 200, body: { status: "ready" }, cache: "no-store" });
      expect(connections).toBe(0);
    } finally {
      silent.server.off("connection", counted);
    }
  });

  it("stays ready when the upstream refuses connections, and /api/health names the upstream", async () => {
    process.env.UPSTREAM_URL = "http://127.0.0.1:9";
    await refreshDependencies();
    expect(await askReady()).toMatchObject({ status: 200, body: { status: "ready" } });
    const answer = await askHealth();
    expect(answer).toMatchObject({ status: 200, body: { status: "ok", degraded: true, dependencies: { upstream: "unreachable", store: "ok" } } });
    expect(JSON.stringify(answer.body)).not.toContain("127.0.0.1");
  });

  it("stays ready when the panel's store cannot be opened, and /api/health names the store", async () => {
    process.env.UPSTREAM_URL = upstream.url;
    await closePanelStoreForTests();
    process.env.PANEL_DATABASE_URL = "postgres://panel@127.0.0.1:9/panel";
    process.env.PANEL_SECRET_KEY = "a-test-secret-key-that-is-long-enough-0123";
    try {
      await refreshDependencies();
      expect(await askReady()).toMatchObject({ status: 200, body: { status: "ready" } });
      const answer = await askHealth();
      expect(answer.body).toMatchObject({ status: "ok", degraded: true, dependencies: { upstream: "ok", store: "unreachable" } });
      expect(JSON.stringify(answer.body)).not.toContain("127.0.0.1");
    } finally {
      delete process.env.PANEL_DATABASE_URL;
      delete process.env.PANEL_SECRET_KEY;
      await closePanelStoreForTests();
    }
  });

  it("answers 503 'starting' until the start is done, and 'shutting down' once the server drains (SIGTERM)", async () => {
    panelOps().starting = true;
    expect(await askReady()).toMatchObject({ status: 503, body: { status: "starting" } });
    panelOps().starting = false;
    panelOps().shuttingDown = true;
    expect(await askReady()).toMatchObject({ status: 503, body: { status: "shutting down" } });
  });
});

describe("GET /api/health", () => {
  it("answers ok at once, before any check has answered (each part 'unknown')", async () => {
    process.env.UPSTREAM_URL = silent.url;
    const answer = await askHealth();
    expect(answer).toEqual({
      status: 200,
      body: { status: "ok", degraded: false, dependencies: { upstream: "unknown", store: "unknown" }, checkedAt: null },
      cache: "no-store",
    });
  });

  it("reports every part ok, the upstream on a kept-alive connection", async () => {
    process.env.UPSTREAM_URL = upstream.url;
    let connections = 0;
    const counted = () => connections++;
    upstream.server.on("connection", counted);
    try {
      await refreshDependencies();
      await refreshDependencies();
      const answer = await askHealth();
      expect(answer.body).toEqual({ status: "ok", degraded: false, dependencies: { upstream: "ok", store: "ok" }, checkedAt: expect.any(String) });
      // A check every few seconds costs no new connection (one at most, if no earlier check left one open).
      expect(connections).toBeLessThanOrEqual(1);
    } finally {
      upstream.server.off("connection", counted);
    }
  });

  it("counts an upstream that answers slowly as there (the checks allow UPSTREAM_TIMEOUT_MS, as every call)", async () => {
    process.env.UPSTREAM_URL = slow.url;
    expect((await refreshDependencies()).checks.upstream).toBe("ok");
  });

  it("counts an upstream that never answers within UPSTREAM_TIMEOUT_MS as unreachable", async () => {
    process.env.UPSTREAM_URL = silent.url;
    process.env.UPSTREAM_TIMEOUT_MS = "200";
    expect((await refreshDependencies()).checks.upstream).toBe("unreachable");
  });
});

describe("proxy.ts", () => {
  it("leaves /api/health and /api/ready alone (no sign-in redirect), as every /api/ path", () => {
    const matcher = new RegExp(`^${proxyConfig.matcher[0].source}$`);
    expect(matcher.test("/dashboard")).toBe(true);
    for (const path of ["/api/health", "/api/ready"]) expect(matcher.test(path)).toBe(false);
  });
});
