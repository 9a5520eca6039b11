import { unsealData } from "iron-session";
import { expect, test } from "./support/test";
import { storageStatePath } from "./support/accounts";
import { E2E } from "./support/env";
import { waitForHydration } from "./support/hydration";
import { addSessionCookie } from "./support/session-cookie";
import { upstreamGet } from "./support/upstream";
import { RETURN_PATH_KEY, SESSION_ENDED_FLAG, SESSION_ENDED_MESSAGE } from "@/lib/session/messages";

test.describe("a signed-in session", () => {
  test.use({ storageState: storageStatePath("manager") });

  test("is an httpOnly, SameSite=Strict cookie whose token reaches no page, script or storage", async ({ page, context }) => {
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === "panel-session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    const { token } = await unsealData<{ token: string }>(session!.value, { password: E2E.sessionPassword, ttl: 3660 });
    expect(token.length).toBeGreaterThan(10);

    const bodies: string[] = [];
    page.on("response", async (response) => bodies.push(await response.text().catch(() => "")));
    for (const path of ["/", "/login", "/no-such-page", "/api/credits"]) {
      await page.goto(path);
      await page.waitForLoadState("load");
      expect(await page.content()).not.toContain(token);
      const visible = await page.evaluate(() => ({
        cookie: document.cookie,
        local: JSON.stringify({ ...localStorage }),
        session: JSON.stringify({ ...sessionStorage }),
      }));
      expect(visible.cookie).not.toContain("panel-session");
      expect(JSON.stringify(visible)).not.toContain(token);
    }
    expect(bodies.length).toBeGreaterThan(4);
    for (const body of bodies) expect(body).not.toContain(token);
  });

  test("every page carries a nonce-based CSP and the hardening headers", async ({ page }) => {
    const response = await page.goto("/");
    const headers = response!.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();
    expect(headers["permissions-policy"]).toBeTruthy();
  });

  test("BFF writes from another origin or without the panel header are refused", async ({ page }) => {
    await page.goto("/");
    const status = await page.evaluate(async () => {
      const noHeader = await fetch("/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      const notJson = await fetch("/api/auth/login", { method: "POST", headers: { "x-panel-request": "1", "content-type": "text/plain" }, body: "{}" });
      return [noHeader.status, notJson.status];
    });
    expect(status).toEqual([403, 403]);
  });
});

test("a session past its hour lands on /login and its cookie is cleared", async ({ page, context }) => {
  await addSessionCookie(context, "dealer", { expiresAt: Date.now() - 1000 });
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).find((c) => c.name === "panel-session")).toBeUndefined();
  expect((await page.request.get("/api/credits", { headers: { connection: "close" } })).status()).toBe(401);
});

test("an open tab warns five minutes before the hour and logs itself out at the hour mark", async ({ page, context }) => {
  // The browser's clock is faked; the server's is not, so the session is a real hour long and it is
  // the tab itself that leaves at the hour (proxy.ts's own expiry is the test above).
  await page.clock.install();
  await addSessionCookie(context, "reseller");
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Reseller Panel" })).toBeVisible();
  await waitForHydration(page);
  const warning = page.getByRole("alert").filter({ hasText: /Your session ends in/ });
  await page.clock.fastForward("50:00");
  await expect(page.getByRole("heading", { name: "Reseller Panel" })).toBeVisible();
  await expect(warning).toHaveCount(0);

  // Inside the last five minutes the shell warns, visibly and to screen readers, with the time left.
  await page.clock.fastForward("05:00");
  await expect(warning).toBeVisible();
  await expect(warning).toHaveText(/Your session ends in [45]:\d\d\./);
  await page.clock.fastForward("02:00");
  await expect(warning).toHaveText(/Your session ends in [23]:\d\d\./);

  await page.clock.fastForward("03:10");
  await page.waitForURL((url) => url.pathname === "/login");
  await expect(page.getByText("Your session has ended. Please sign in again.")).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "panel-session")).toBeUndefined();
});

test("the drawer on a phone: closed it takes no focus, Escape closes it and gives the focus back", async ({ page, context }) => {
  await addSessionCookie(context, "dealer");
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Transactions" })).toBeHidden();
  // The skip link comes first, then the menu button; no hidden menu link in between.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Tab");
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await expect(menuButton).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("link", { name: "Transactions" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("link", { name: "Transactions" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});

test("a call answered 401 while the user signs out is no ended session: the tab keeps no place and no reason, and leaves", async ({ page, context }) => {
  await addSessionCookie(context, "dealer");
  await page.goto("/transactions");
  await waitForHydration(page);
  // The sign-out's navigation is stopped where it would leave (an aborted navigation leaves the page
  // as it is), so the page can be read after the refusal; the click's pointerdown starts the credits
  // badge's refresh, answered 401 once the click is done, as a session ended by the sign-out would.
  let logouts = 0;
  await page.route("**/logout", (route) => {
    logouts++;
    return route.abort("aborted");
  });
  let clicked!: () => void;
  const afterClick = new Promise<void>((resolve) => (clicked = resolve));
  await page.route("**/api/credits", async (route) => {
    await afterClick;
    await route.fulfill({ status: 401, json: { message: SESSION_ENDED_MESSAGE } });
  });
  await page.getByRole("link", { name: /Logout\s*dealer/ }).click();
  clicked();
  // The refusal handled: the tab leaves for /logout once more.
  await expect.poll(() => logouts).toBe(2);
  const kept = await page.evaluate((keys) => keys.map((key) => sessionStorage.getItem(key)), [RETURN_PATH_KEY, SESSION_ENDED_FLAG]);
  expect(kept).toEqual([null, null]);
});

test("logout clears the session, revokes the upstream token and goes to /login", async ({ page, context }) => {
  const { token } = await addSessionCookie(context, "dealer");
  await page.goto("/");
  await page.getByRole("link", { name: /Logout\s*dealer/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  expect((await upstreamGet("dealer", token, "credits")).status).toBe(401);
});
