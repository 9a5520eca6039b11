// GET /api/health and GET /api/ready called as Next calls them: no session, the upstream a plain
// HTTP server of the test's own (any answer counts), Redis a real one when TEST_REDIS_URL is set.
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/ready/route";
import { config as proxyConfig } from "@/proxy";
import { panelOps } from "@/lib/ops-state";
import { closePanelStoreForTests, panelStore } from "@/lib/store";
import { freshPgliteDir } from "../support/fresh-pglite";

// The readiness check asks the panel store: opened on a new database (a copy of the run's empty one).
process.env.PANEL_STORE_DIR = freshPgliteDir();

const redisHolder = globalThis as { panelRedis?: { disconnect(): void } | null };
function useRedis(url: string | undefined) {
  redisHolder.panelRedis?.disconnect();
  redisHolder.panelRedis = undefined;
  if (url) process.env.REDIS_URL = url;
  else delete process.env.REDIS_URL;
}

function listen(handler: RequestListener): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

let upstream: { server: Server; url: string };
let silent: { server: Server; url: string };
beforeAll(async () => {
  // The reference upstream answers `GET /` with a 404: still an answer.
  upstream = await listen((_req, res) => res.writeHead(404, { "content-type": "application/json" }).end("{}"));
  // Takes the connection and never answers.
  silent = await listen(() => undefined);
});
afterAll(async () => {
  await closePanelStoreForTests();
  upstream.server.closeAllConnections();
  silent.server.closeAllConnections();
  upstream.server.close();
  silent.server.close();
  useRedis(undefined);
});
afterEach(() => {
  panelOps().shuttingDown = false;
  useRedis(undefined);
});

async function askReady() {
  const started = performance.now();
  const response = await ready();
  return { status: response.status, body: await response.json(), ms: performance.now() - started, cache: response.headers.get("cache-control") };
}

describe("GET /api/health", () => {
  it("answers ok without a session and without asking anything", async () => {
    process.env.UPSTREAM_URL = "http://127.0.0.1:9"; // nothing listens there
    const response = health();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("GET /api/ready", () => {
  it("is ready when the upstream answers (a 404 counts), on a kept-alive connection", async () => {
    process.env.UPSTREAM_URL = upstream.url;
    await panelStore(); // opened at start by instrumentation.ts, before any check
    let connections = 0;
    const counted = () => connections++;
    upstream.server.on("connection", counted);
    try {
      await askReady(); // the first check opens the kept-alive connection
      const opened = connections;
      const answer = await askReady();
      expect(answer).toMatchObject({ status: 200, body: { status: "ready", checks: { upstream: "ok", store: "ok" } }, cache: "no-store" });
      // A probe asked every few seconds costs no new connection (its speed is the bench's).
      expect(opened).toBe(1);
      expect(connections).toBe(1);
    } finally {
      upstream.server.off("connection", counted);
    }
  });

  it("is not ready when the upstream refuses the connection, and names only the part", async () => {
    process.env.UPSTREAM_URL = "http://127.0.0.1:9";
    const answer = await askReady();
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ status: "not ready", checks: { upstream: "unreachable", store: "ok" } });
  });

  it("gives up on an upstream that never answers after about a second", async () => {
    process.env.UPSTREAM_URL = silent.url;
    const answer = await askReady();
    expect(answer.body).toEqual({ status: "not ready", checks: { upstream: "unreachable", store: "ok" } });
    expect(answer.ms).toBeGreaterThanOrEqual(900);
    expect(answer.ms).toBeLessThan(2_000);
  });

  it("checks Redis when REDIS_URL is set: unreachable within about a second", async () => {
    process.env.UPSTREAM_URL = upstream.url;
    useRedis("redis://127.0.0.1:9");
    const answer = await askReady();
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ status: "not ready", checks: { upstream: "ok", store: "ok", redis: "unreachable" } });
    expect(answer.ms).toBeLessThan(2_000);
    expect(JSON.stringify(answer.body)).not.toContain("127.0.0.1");
  });

  it.skipIf(!process.env.TEST_REDIS_URL)("is ready with a reachable Redis (TEST_REDIS_URL)", async () => {
    process.env.UPSTREAM_URL = upstream.url;
    useRedis(process.env.TEST_REDIS_URL);
    await askReady();
    const answer = await askReady();
    expect(answer.body).toEqual({ status: "ready", checks: { upstream: "ok", store: "ok", redis: "ok" } });
  });

  it("is not ready when the panel's store cannot be opened, and names only the part", async () => {
    process.env.UPSTREAM_URL = upstream.url;
    await closePanelStoreForTests();
    process.env.PANEL_DATABASE_URL = "postgres://panel@127.0.0.1:9/panel";
    process.env.PANEL_SECRET_KEY = "a-test-secret-key-that-is-long-enough-0123";
    try {
      const answer = await askReady();
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ status: "not ready", checks: { upstream: "ok", store: "unreachable" } });
      expect(JSON.stringify(answer.body)).not.toContain("127.0.0.1");
    } finally {
      delete process.env.PANEL_DATABASE_URL;
      delete process.env.PANEL_SECRET_KEY;
      await closePanelStoreForTests();
    }
  });

  it("answers 503 'shutting down' once the server drains (SIGTERM), whatever the checks", async () => {
    process.env.UPSTREAM_URL = upstream.url;
    panelOps().shuttingDown = true;
    const answer = await askReady();
    expect(answer).toMatchObject({ status: 503, body: { status: "shutting down" } });
  });
});

describe("proxy.ts", () => {
  it("leaves /api/health and /api/ready alone (no sign-in redirect), as every /api/ path", () => {
    const matcher = new RegExp(`^${proxyConfig.matcher[0].source}$`);
    expect(matcher.test("/dashboard")).toBe(true);
    for (const path of ["/api/health", "/api/ready"]) expect(matcher.test(path)).toBe(false);
  });
});
