// The deployment of the README's Deploy section, end to end: the artifact (dist/panel, made here
// from the existing build by scripts/build-artifact.mjs), two instances of it sharing
// SESSION_PASSWORD and one PostgreSQL store (PANEL_DATABASE_URL, reached through a relay of the
// test's own so that it can be taken away), and HAProxy in front with a copy of deploy/haproxy.cfg
// on free ports. A session made through the balancer opens on either instance; an upstream that
// stops, or a store that stops, leaves both instances in the pool (each request answers with its
// own message; /api/health names the part), and what can be served still is; an instance stopped
// with SIGTERM under a steady stream of requests loses none.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";
import { ACCOUNTS } from "./support/accounts";
import { solvedCaptcha } from "./support/captcha";
import { E2E } from "./support/env";
import { freePort, startChild, waitUntilUp, type Child } from "./support/processes";
import { upstreamDatabaseEnv } from "./support/upstream-database";
import { hasSharedStoreServer, sharedStoreEnv } from "./support/shared-store";
import { startRelay, type Relay } from "./support/tcp-relay";

const hasHaproxy = spawnSync("haproxy", ["-v"], { stdio: "ignore" }).status === 0;

test.describe("deploy: the artifact behind HAProxy", () => {
  test.skip(!hasSharedStoreServer || !hasHaproxy, "needs PANEL_TEST_DATABASE_URL (scripts/test-services.sh) and haproxy on PATH (apt-get install haproxy)");
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  let children: Child[] = [];
  let haproxy: ChildProcess | undefined;
  let haproxyOutput = "";
  const instances: { url: string; metrics: string; child: Child }[] = [];
  let balancer = "";
  let cookie = "";
  let upstream = { url: "", env: {} as Record<string, string> };
  let storeRelay: Relay | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const built = spawnSync(process.execPath, ["scripts/build-artifact.mjs"], { encoding: "utf8" });
    expect(built.status, built.stderr).toBe(0);
    const [upstreamPort, lbPort, ...ports] = await Promise.all(Array.from({ length: 6 }, () => freePort()));
    const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
    // A little late on every call, so that requests are in flight when an instance is stopped.
    upstream = {
      url: upstreamUrl,
      env: { UPSTREAM_PORT: String(upstreamPort), UPSTREAM_HOST: "127.0.0.1", ...upstreamDatabaseEnv("deploy"), UPSTREAM_DELAY_MS: "100" },
    };
    children.push(startChild(["--import", "tsx", "upstream/src/main.ts"], upstream.env));
    await waitUntilUp(upstreamUrl);
    // The instances reach their store through the relay: stopping it stops the store for them.
    const store = sharedStoreEnv("deploy");
    const storeUrl = new URL(store.PANEL_DATABASE_URL);
    storeRelay = await startRelay({ host: storeUrl.hostname, port: Number(storeUrl.port || 5432) });
    storeUrl.port = String(storeRelay.port);
    for (const [port, metricsPort] of [ports.slice(0, 2), ports.slice(2, 4)]) {
      const child = startChild([path.resolve("dist/panel/server.mjs")], {
        PORT: String(port),
        PANEL_HOST: "127.0.0.1",
        UPSTREAM_URL: upstreamUrl,
        SESSION_PASSWORD: E2E.sessionPassword,
        ...store,
        PANEL_DATABASE_URL: storeUrl.toString(),
        TRUSTED_PROXY_HOPS: "1",
        METRICS_PORT: String(metricsPort),
        SHUTDOWN_GRACE_MS: "10000",
      });
      children.push(child);
      instances.push({ url: `http://127.0.0.1:${port}`, metrics: `http://127.0.0.1:${metricsPort}/metrics`, child });
    }
    await Promise.all(instances.map(({ url }) => waitUntilUp(`${url}/login`)));

    // The repository's config, on this test's ports.
    const config = readFileSync("deploy/haproxy.cfg", "utf8")
      .replace(/^(\s*)bind 127\.0\.0\.1:80$/m, `$1bind 127.0.0.1:${lbPort}`)
      .replace(/^(\s*server panel1) \S+/m, `$1 127.0.0.1:${ports[0]}`)
      .replace(/^(\s*server panel2) \S+/m, `$1 127.0.0.1:${ports[2]}`);
    expect(config).toContain(`server panel2 127.0.0.1:${ports[2]} check`);
    expect(config).toContain(`bind 127.0.0.1:${lbPort}`);
    const file = path.join(mkdtempSync(path.join(tmpdir(), "panel-haproxy-")), "haproxy.cfg");
    writeFileSync(file, config);
    haproxy = spawn("haproxy", ["-db", "-f", file], { stdio: ["ignore", "pipe", "pipe"] });
    haproxy.stdout?.on("data", (chunk: Buffer) => (haproxyOutput += chunk.toString()));
    haproxy.stderr?.on("data", (chunk: Buffer) => (haproxyOutput += chunk.toString()));
    balancer = `http://127.0.0.1:${lbPort}`;
    await waitUntilUp(`${balancer}/api/health`, 30);
  });

  test.afterAll(async () => {
    haproxy?.kill("SIGTERM");
    await Promise.all(children.map((child) => child.stop()));
    children = [];
    await storeRelay?.stop();
  });

  test("health and readiness answer through the balancer without a session", async () => {
    // The background checks' first round may still be under way just after the start.
    await expect
      .poll(async () => (await (await fetch(`${balancer}/api/health`)).json()).dependencies, { timeout: 15_000 })
      .toEqual({ upstream: "ok", store: "ok" });
    const ready = await fetch(`${balancer}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });

  test("a session made through the balancer opens on either instance", async () => {
    const response = await fetch(`${balancer}/api/auth/login`, {
      method: "POST",
      // The Origin the browser would send: the balancer's own address, which is the Host it passes on.
      headers: { origin: balancer, "content-type": "application/json", "x-panel-request": "1" },
      body: JSON.stringify({ login: ACCOUNTS.dealer.login, password: ACCOUNTS.dealer.password, captcha: await solvedCaptcha(balancer) }),
    });
    expect(response.status).toBe(200);
    cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    for (const { url } of instances) {
      const credits = await fetch(`${url}/api/credits`, { headers: { cookie } });
      expect(credits.status, url).toBe(200);
      expect(await credits.json()).toHaveProperty("credits");
      expect((await fetch(`${url}/api/credits`)).status).toBe(401);
    }
    // One of the two counted it, on its private metrics port.
    const counted = await Promise.all(
      instances.map(async ({ metrics }) => /^panel_sign_ins_total\{outcome="success"\} 1$/m.test(await (await fetch(metrics)).text())),
    );
    expect(counted.filter(Boolean)).toHaveLength(1);
  });

  test("an upstream that stops leaves both instances in the pool: each request says what failed, pages still load", async () => {
    test.setTimeout(90_000);
    expect(cookie).not.toBe("");
    await children[0].stop();
    try {
      // Longer than HAProxy needs to pull an instance that fails its check (inter 2s, fall 2).
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      for (const { url } of instances) {
        expect((await fetch(`${url}/api/ready`)).status, url).toBe(200);
        const health = await (await fetch(`${url}/api/health`)).json();
        expect(health, url).toMatchObject({ status: "ok", degraded: true, dependencies: { upstream: "unreachable", store: "ok" } });
      }
      expect(haproxyOutput).not.toMatch(/panel[12] is DOWN/);
      // A read that needs the upstream answers with the panel's own message, not the balancer's page.
      const credits = await fetch(`${balancer}/api/credits`, { headers: { cookie } });
      expect(credits.status).toBeGreaterThanOrEqual(500);
      expect(await credits.json()).toHaveProperty("message");
      // What needs no upstream is still served.
      expect((await fetch(`${balancer}/login`)).status).toBe(200);
    } finally {
      children[0] = startChild(["--import", "tsx", "upstream/src/main.ts"], upstream.env);
      await waitUntilUp(upstream.url);
    }
    // Back: the checks see it again, and reads are served.
    await expect.poll(async () => (await fetch(`${balancer}/api/credits`, { headers: { cookie } })).status, { timeout: 30_000 }).toBe(200);
  });

  test("a store that stops leaves both instances in the pool: reads and pages are served, a spend is refused and nothing sent", async () => {
    test.setTimeout(120_000);
    expect(cookie).not.toBe("");
    const headers = { cookie };
    const creditsAt = async (base: string) => {
      const response = await fetch(`${base}/api/credits`, { headers });
      expect(response.status, base).toBe(200);
      return ((await response.json()) as { credits: number }).credits;
    };
    const list = (await (await fetch(`${balancer}/api/clients?size=10`, { headers })).json()) as { rows: { name: string }[] };
    const client = list.rows[0]?.name;
    expect(client, "the dealer has a client to renew").toBeTruthy();
    // Each instance checks the session now, while the store answers: an instance keeps a session it
    // has seen valid while the store is away, and refuses one it has not (lib/session-registry).
    const before = await creditsAt(balancer);
    for (const { url } of instances) expect(await creditsAt(url)).toBe(before);

    await storeRelay!.stop();
    try {
      for (const { url } of instances) {
        // The background checks run every 5 s; a refused connection fails the store's check at once.
        await expect
          .poll(async () => (await (await fetch(`${url}/api/health`)).json()) as Record<string, unknown>, { timeout: 30_000 })
          .toMatchObject({ status: "ok", degraded: true, dependencies: { upstream: "ok", store: "unreachable" } });
        expect((await fetch(`${url}/api/ready`)).status, url).toBe(200);
      }
      // Longer than HAProxy needs to pull an instance that fails its check (inter 2s, fall 2).
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(haproxyOutput).not.toMatch(/panel[12] is DOWN/);

      // Pages still load (the sign-in page, and the signed-in dashboard), and a read that needs only
      // the upstream still answers, on each instance and through the balancer.
      for (const url of [...instances.map((instance) => instance.url), balancer]) {
        expect((await fetch(`${url}/login`)).status, url).toBe(200);
        const dashboard = await fetch(`${url}/`, { headers, redirect: "manual" });
        expect(dashboard.status, url).toBe(200);
        expect(await dashboard.text()).toContain("<html");
        expect(await creditsAt(url)).toBe(before);
      }

      // A spend cannot be recorded, so it is refused before anything reaches the upstream.
      const spend = await fetch(`${balancer}/api/clients/${encodeURIComponent(client!)}/renew`, {
        method: "POST",
        headers: { ...headers, origin: balancer, "content-type": "application/json", "x-panel-request": "1", "idempotency-key": randomUUID() },
        body: JSON.stringify({ months: 1 }),
      });
      expect(spend.status).toBe(503);
      expect(((await spend.json()) as { message: string }).message).toMatch(/^The panel cannot record this payment right now, so nothing was sent\./);
      expect(await creditsAt(balancer)).toBe(before);
    } finally {
      await storeRelay!.start();
    }
    // Back: the checks see it again on both instances.
    for (const { url } of instances) {
      await expect
        .poll(async () => ((await (await fetch(`${url}/api/health`)).json()) as { dependencies: unknown }).dependencies, { timeout: 30_000 })
        .toEqual({ upstream: "ok", store: "ok" });
    }
    expect(await creditsAt(balancer)).toBe(before);
  });

  test("an instance stopped with SIGTERM under a steady stream loses no request", async () => {
    test.setTimeout(60_000);
    expect(cookie).not.toBe("");
    const [stopped] = instances;
    const exited = new Promise<number | null>((resolve) => stopped.child.process.once("exit", (code) => resolve(code)));
    const failures: string[] = [];
    let answered = 0;
    let running = true;
    const worker = async () => {
      while (running) {
        try {
          const response = await fetch(`${balancer}/api/credits`, { headers: { cookie } });
          await response.arrayBuffer();
          if (response.status === 200) answered += 1;
          else failures.push(`HTTP ${response.status}`);
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const workers = Array.from({ length: 6 }, worker);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const before = answered;
    stopped.child.process.kill("SIGTERM");
    // Long enough for HAProxy's check (inter 2s, fall 2) to take the instance out.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    running = false;
    await Promise.all(workers);
    console.log(`deploy: ${before} answered before the SIGTERM, ${answered - before} after, ${failures.length} failed`);
    expect(failures).toEqual([]);
    expect(before).toBeGreaterThan(5);
    expect(answered - before).toBeGreaterThan(20);
    expect(await exited).toBe(0);
    expect(stopped.child.output()).toContain("drained: every request answered");
    // HAProxy saw it go.
    expect(haproxyOutput).toMatch(/panel1 is DOWN/);
  });
});

// What the build's file trace put into the standalone output goes to every server. It once took in
// the developer's .data/panel/store (sessions, sealed secrets), an earlier dist/panel and
// lib/store's sources (lib/settings.ts says why); on a clean checkout the sources show it.
test("the artifact holds the built server, its node_modules and the store's migrations: no run-time data, earlier artifact or source file", () => {
  const out = mkdtempSync(path.join(tmpdir(), "panel-artifact-"));
  try {
    const built = spawnSync(process.execPath, ["scripts/build-artifact.mjs", out], { encoding: "utf8" });
    expect(built.status, built.stderr).toBe(0);
    const files = (relative: string): string[] =>
      readdirSync(path.join(out, relative), { withFileTypes: true }).flatMap((entry) => {
        const name = path.join(relative, entry.name);
        if (!relative && ["node_modules", ".next"].includes(entry.name)) return [];
        return entry.isDirectory() ? files(name) : [name];
      });
    const own = files("");
    expect(own.filter((name) => /^(\.data|dist)\//.test(name) || /\.tsx?$/.test(name))).toEqual([]);
    expect(own).toEqual(expect.arrayContaining(["server.mjs", "server-core.mjs", "package.json", "lib/store/migrations/101-session-registry.sql"]));
    expect(existsSync(path.join(out, ".next", "BUILD_ID"))).toBe(true);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
