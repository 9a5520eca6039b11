// The reference upstream crashes under a running panel (scripts/serve.mjs): Next stays up and
// answers 'Server error, try again later', and the upstream comes back by itself. Its own
// servers, so the shared ones (and the other specs' data) are untouched.
import { expect, test } from "./support/test";
import { E2E } from "./support/env";
import { freePort, startChild, waitUntilUp, type Child } from "./support/processes";
import { panelStoreEnv, removePanelStores } from "./support/panel-store";
import { upstreamDatabaseEnv } from "./support/upstream-database";
import { addSessionCookie } from "./support/session-cookie";

test.describe.configure({ timeout: 180_000 });

let served: Child | undefined;
test.afterAll(async () => {
  await served?.stop();
  removePanelStores();
});

test("an upstream crash leaves the panel up with 'Server error, try again later', and the upstream restarts", async ({ browser }) => {
  const [port, upstreamPort] = await Promise.all([freePort(), freePort()]);
  const baseUrl = `http://127.0.0.1:${port}`;
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
  served = startChild(["scripts/serve.mjs"], {
    PORT: String(port),
    UPSTREAM_PORT: String(upstreamPort),
    ...upstreamDatabaseEnv("upstream_restart"),
    ...(await panelStoreEnv()),
    SESSION_PASSWORD: E2E.sessionPassword,
    UPSTREAM_URL: "",
  });
  await waitUntilUp(`${baseUrl}/login`);
  const upstreamPid = Number(/upstream started \(pid (\d+)\)/.exec(served.output())?.[1]);
  expect(upstreamPid).toBeGreaterThan(0);

  const context = await browser.newContext({ baseURL: baseUrl });
  // Signed in through the panel (a registered session), again after the upstream's restart.
  const cookie = () => addSessionCookie(context, "dealer", { baseUrl });
  // Each check on a connection of its own: a kept-alive one, idle through the page's load on a
  // busy machine, can be closed by the server just as the next check goes out on it (ECONNRESET),
  // which says nothing about the panel.
  const get = (path: string) => context.request.get(path, { headers: { connection: "close" } });
  await cookie();
  expect((await get("/api/credits")).status()).toBe(200);

  process.kill(upstreamPid, "SIGKILL");
  const down = await get("/api/credits");
  expect(down.status()).toBe(502);
  expect(await down.json()).toEqual({ message: "Server error, try again later" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByText("Server error, try again later").first()).toBeVisible();
  expect(served.process.exitCode).toBeNull();
  expect((await get("/login")).status()).toBe(200);

  // Back after its first pause (1 s): sign in again (on PGlite, to a new in-memory database).
  await expect.poll(async () => (await fetch(upstreamUrl).catch(() => null))?.status ?? 0, { timeout: 60_000 }).toBeGreaterThan(0);
  expect(served.output()).toMatch(/upstream stopped \(SIGKILL\); starting it again in 1 s\./);
  await cookie();
  expect((await get("/api/credits")).status()).toBe(200);
  await context.close();
});
