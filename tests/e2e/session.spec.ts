import { unsealData } from "iron-session";
import { expect, test } from "@playwright/test";
import { ACCOUNTS, storageStatePath } from "./support/accounts";
import { E2E } from "./support/env";
import { setSessionCookie, upstreamGet, upstreamToken } from "./support/upstream";

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
  const token = await upstreamToken(ACCOUNTS.dealer.login, ACCOUNTS.dealer.password);
  await setSessionCookie(context, { token, role: "dealer", name: "dealer", expiresAt: Date.now() - 1000 });
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).find((c) => c.name === "panel-session")).toBeUndefined();
  expect((await page.request.get("/api/credits")).status()).toBe(401);
});

test("an open tab logs itself out at the hour mark", async ({ page, context }) => {
  const token = await upstreamToken(ACCOUNTS.reseller.login, ACCOUNTS.reseller.password);
  await setSessionCookie(context, { token, role: "reseller", name: "reseller", expiresAt: Date.now() + 5000 });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Reseller Panel" })).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/login", { timeout: 20_000 });
});

test("logout clears the session, revokes the upstream token and goes to /login", async ({ page, context }) => {
  const token = await upstreamToken(ACCOUNTS.dealer.login, ACCOUNTS.dealer.password);
  await setSessionCookie(context, { token, role: "dealer", name: "dealer", expiresAt: Date.now() + 3_600_000 });
  await page.goto("/");
  await page.getByRole("link", { name: /Logout\s*dealer/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  expect((await upstreamGet("dealer", token, "credits")).status).toBe(401);
});
