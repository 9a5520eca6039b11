// SIGTERM drains the panel's server (deploy/server-core.mjs): requests in flight when it arrives
// all get their answers, new connections are refused at once, and the process exits 0. The
// upstream answers every call 1.5 s late (UPSTREAM_DELAY_MS), so the requests are still waiting
// on it when the signal comes. Also: the metrics port counts the sign-ins.
import { connect } from "node:net";
import { expect, test } from "./support/test";
import { ACCOUNTS } from "./support/accounts";
import { solvedCaptcha } from "./support/captcha";
import { E2E } from "./support/env";
import { freePort, startChild, waitUntilUp, type Child } from "./support/processes";
import { panelStoreEnv, removePanelStores } from "./support/panel-store";
import { upstreamDatabaseEnv } from "./support/upstream-database";

test.describe.configure({ mode: "serial", timeout: 180_000 });

let children: Child[] = [];
let panel: Child;
let base = "";
let metricsUrl = "";
let upstreamUrl = "";

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const [upstreamPort, port, metricsPort] = await Promise.all([freePort(), freePort(), freePort()]);
  upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
  children.push(
    startChild(["--import", "tsx", "upstream/src/main.ts"], {
      UPSTREAM_PORT: String(upstreamPort),
      UPSTREAM_HOST: "127.0.0.1",
      ...upstreamDatabaseEnv("drain"),
      UPSTREAM_DELAY_MS: "1500",
    }),
  );
  await waitUntilUp(upstreamUrl);
  panel = startChild(["scripts/panel-server.mjs"], {
    PORT: String(port),
    PANEL_HOST: "127.0.0.1",
    NODE_ENV: "production",
    UPSTREAM_URL: upstreamUrl,
    SESSION_PASSWORD: E2E.sessionPassword,
    // A store of its own (sessions are registered there): never the folder of another panel.
    ...(await panelStoreEnv()),
    SHUTDOWN_GRACE_MS: "10000",
    METRICS_PORT: String(metricsPort),
  });
  children.push(panel);
  base = `http://127.0.0.1:${port}`;
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  await waitUntilUp(`${base}/login`);
});

test.afterAll(async () => {
  await Promise.all(children.map((child) => child.stop()));
  children = [];
  removePanelStores();
});

async function signIn(captcha: string, url = base) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { origin: url, "content-type": "application/json", "x-panel-request": "1" },
    body: JSON.stringify({ login: ACCOUNTS.dealer.login, password: ACCOUNTS.dealer.password, captcha }),
  });
  return {
    status: response.status,
    cookie: response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
  };
}

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(false)));
    socket.once("error", () => resolve(true));
  });

test("requests in flight at SIGTERM are all answered, then the server exits 0", async () => {
  const first = await signIn(await solvedCaptcha(base));
  expect(first.status).toBe(200);
  const metrics = await (await fetch(metricsUrl)).text();
  expect(metrics).toMatch(/^panel_sign_ins_total\{outcome="success"\} 1$/m);

  // Each of these waits 1.5 s or more on the upstream.
  const captchas = await Promise.all([solvedCaptcha(base), solvedCaptcha(base)]);
  const started = Date.now();
  const inFlight = [
    ...Array.from({ length: 4 }, () => fetch(`${base}/api/credits`, { headers: { cookie: first.cookie } }).then((r) => r.status)),
    ...captchas.map((captcha) => signIn(captcha).then((r) => r.status)),
  ];
  const exited = new Promise<number | null>((resolve) => panel.process.once("exit", (code) => resolve(code)));
  await new Promise((resolve) => setTimeout(resolve, 400));
  panel.process.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await refusesConnections(Number(new URL(base).port))).toBe(true);

  expect(await Promise.all(inFlight)).toEqual([200, 200, 200, 200, 200, 200]);
  expect(Date.now() - started).toBeGreaterThan(1_500);
  expect(await exited).toBe(0);
  expect(panel.output()).toContain("drained: every request answered");
});

test("a request still in flight when SHUTDOWN_GRACE_MS is over is cut, and the exit code says so", async () => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const short = startChild(["scripts/panel-server.mjs"], {
    PORT: String(port),
    PANEL_HOST: "127.0.0.1",
    NODE_ENV: "production",
    UPSTREAM_URL: upstreamUrl,
    SESSION_PASSWORD: E2E.sessionPassword,
    ...(await panelStoreEnv()),
    SHUTDOWN_GRACE_MS: "300",
  });
  children.push(short);
  await waitUntilUp(`${url}/login`);
  const { status, cookie } = await signIn(await solvedCaptcha(url), url);
  expect(status).toBe(200);
  const exited = new Promise<number | null>((resolve) => short.process.once("exit", (code) => resolve(code)));
  const slow = fetch(`${url}/api/credits`, { headers: { cookie } }).then(
    (r) => r.status,
    () => "cut",
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  short.process.kill("SIGTERM");
  expect(await slow).toBe("cut");
  expect(await exited).toBe(1);
  expect(short.output()).toContain("grace period over: cutting 1 request(s) still in flight");
});
