// Two panel instances sharing one upstream and one PostgreSQL store (PANEL_DATABASE_URL), and
// nothing else: a captcha spent on one is refused on the other, failed sign-ins on one count on
// the other, and a session ended on one is refused by the other (the replay guard, the throttle
// and the session registry are all in the shared store). Needs PANEL_TEST_DATABASE_URL
// (scripts/test-services.sh starts a private server); playwright.config.ts leaves this file out
// without it.
import { expect, test } from "./support/test";
import { ACCOUNTS } from "./support/accounts";
import { postLogin, solvedCaptcha } from "./support/captcha";
import { E2E } from "./support/env";
import { freePort, startChild, waitUntilUp, type Child } from "./support/processes";
import { upstreamDatabaseEnv } from "./support/upstream-database";
import { sharedStoreEnv } from "./support/shared-store";

test.describe.configure({ mode: "serial", timeout: 180_000 });

let children: Child[] = [];
const panels: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const [upstreamPort, portA, portB] = await Promise.all([freePort(), freePort(), freePort()]);
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
  const upstream = startChild(["--import", "tsx", "upstream/src/main.ts"], {
    UPSTREAM_PORT: String(upstreamPort),
    UPSTREAM_HOST: "127.0.0.1",
    ...upstreamDatabaseEnv("multi_instance"),
  });
  children.push(upstream);
  await waitUntilUp(upstreamUrl);
  const store = sharedStoreEnv("multi_instance");
  for (const port of [portA, portB]) {
    const env = {
      PORT: String(port),
      PANEL_HOST: "127.0.0.1",
      NODE_ENV: "production",
      UPSTREAM_URL: upstreamUrl,
      SESSION_PASSWORD: E2E.sessionPassword,
      ...store,
    };
    children.push(startChild(["scripts/panel-server.mjs"], env));
    panels.push(`http://127.0.0.1:${port}`);
  }
  await Promise.all(panels.map((url) => waitUntilUp(`${url}/login`)));
});

test.afterAll(async () => {
  await Promise.all(children.map((child) => child.stop()));
  children = [];
});

test("a captcha spent on one instance is refused on the other", async () => {
  const [a, b] = panels;
  const captcha = await solvedCaptcha(a);
  const first = await postLogin(a, { login: ACCOUNTS.dealer.login, password: ACCOUNTS.dealer.password, captcha });
  expect(first).toMatchObject({ status: 200, body: { role: "dealer" } });
  const replayed = await postLogin(b, { login: ACCOUNTS.dealer.login, password: ACCOUNTS.dealer.password, captcha });
  expect(replayed).toEqual({ status: 400, body: { message: "Human verification failed. Please verify again." } });
  // And on the first instance too, of course.
  expect((await postLogin(a, { login: ACCOUNTS.dealer.login, password: ACCOUNTS.dealer.password, captcha })).status).toBe(400);
});

test("failed sign-ins on one instance count on the other", async () => {
  const [a, b] = panels;
  const login = `shared-${Date.now()}`;
  const captchas = await Promise.all(Array.from({ length: 4 }, (_, i) => solvedCaptcha(i < 3 ? a : b)));
  for (const captcha of captchas.slice(0, 3)) {
    expect((await postLogin(a, { login, password: "wrong", captcha })).status).toBe(401);
  }
  const onB = await postLogin(b, { login, password: "wrong", captcha: captchas[3] });
  expect(onB.status).toBe(429);
  expect(onB.body.message).toMatch(/Too many failed sign-in attempts\. Try again in \d+ seconds?\./);
});

test("a session signed out on one instance is refused by the other at once", async () => {
  const [a, b] = panels;
  const captcha = await solvedCaptcha(a);
  const response = await fetch(`${a}/api/auth/login`, {
    method: "POST",
    headers: { origin: a, "content-type": "application/json", "x-panel-request": "1" },
    body: JSON.stringify({ login: ACCOUNTS.reseller.login, password: ACCOUNTS.reseller.password, captcha }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith("panel-session="))!
    .split(";")[0];
  expect((await fetch(`${b}/api/credits`, { headers: { cookie } })).status).toBe(200);
  expect((await fetch(`${a}/logout`, { headers: { cookie }, redirect: "manual" })).status).toBe(307);
  expect((await fetch(`${b}/api/credits`, { headers: { cookie } })).status).toBe(401);
  expect((await fetch(`${a}/api/credits`, { headers: { cookie } })).status).toBe(401);
});
