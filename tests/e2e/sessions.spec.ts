// Your Sessions and the session registry in Chromium, on real servers: two sign-ins of
// one account are listed and one ends the other; logout ends a copied cookie even where the
// upstream never revokes the token (the spec-only backend has no logout call at all).
// Accounts of their own (sky_austin; the spec backend's dealer with a session of its own), so the
// saved sign-ins of the other specs are never ended.
import { unsealData } from "iron-session";
import { expect, test } from "./support/test";
import { LOCALE_COOKIE } from "@/i18n/locales";
import { ACCOUNTS } from "./support/accounts";
import { E2E } from "./support/env";
import { signInThroughApi } from "./support/session-cookie";
import { openRowDetail } from "./support/row-detail";
import { signIn } from "./support/sign-in";

test("two sign-ins are listed, and ending the other one signs it out on its next navigation", async ({ browser }) => {
  const [first, second] = await Promise.all([browser.newContext({ baseURL: E2E.baseUrl }), browser.newContext({ baseURL: E2E.baseUrl })]);
  const [here, there] = await Promise.all([first.newPage(), second.newPage()]);
  await signIn(here, "sky_austin", "demo1234");
  await signIn(there, "sky_austin", "demo1234");

  await here.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Your Sessions" }).click();
  await expect(here.getByRole("heading", { name: "Your Sessions" })).toBeVisible();
  const table = here.getByRole("table", { name: "Your sessions" });
  const rows = table.locator("tbody > tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "This session" })).toHaveCount(1);
  await expect(rows.first()).toContainText(/Chrome \d+ on (Linux|Windows)/);
  await expect(rows.first()).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\d [AP]M/);

  // On a phone the list kit keeps End in the row (the address and the start open in the row's
  // detail panel): nothing scrolls sideways, and End is on screen.
  await here.setViewportSize({ width: 390, height: 844 });
  const endButton = rows.filter({ hasNotText: "This session" }).getByRole("button", { name: /^End the session of/ });
  await expect(endButton).toBeInViewport({ ratio: 1 });
  expect(await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
  expect(await here.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  const detail = await openRowDetail(here, /^Show details for Chrome/);
  await expect(detail.getByText("Address", { exact: true })).toBeVisible();
  await here.locator(`button[aria-controls="${await detail.getAttribute("id")}"]`).click();
  await expect(detail).toHaveCount(0);
  // Spanish and Arabic words are longer ("CERRAR SESIÓN"): the table still fits its card.
  for (const language of ["es", "ar", "en"]) {
    await first.addCookies([{ name: LOCALE_COOKIE, value: language, url: E2E.baseUrl }]);
    await here.reload();
    await expect(here.locator("html")).toHaveAttribute("lang", language);
    const shown = here.locator("main table");
    await expect(shown.locator("tbody > tr")).toHaveCount(2);
    expect(await shown.evaluate((element) => element.scrollWidth - element.parentElement!.clientWidth), language).toBeLessThanOrEqual(0);
    await expect(shown.locator("tbody > tr").last().locator("td").last()).toBeInViewport({ ratio: 1 });
  }
  await here.setViewportSize({ width: 1280, height: 720 });

  await rows
    .filter({ hasNotText: "This session" })
    .getByRole("button", { name: /^End the session of/ })
    .click();
  await expect(here.getByTestId("snackbar")).toHaveText(/Session ended/);
  await expect(rows).toHaveCount(1);
  await expect(here.getByRole("button", { name: "End all other sessions" })).toBeDisabled();

  await there.goto("/transactions");
  await expect(there).toHaveURL(/\/login$/);
  expect((await there.request.get("/api/credits")).status()).toBe(401);
  // This one goes on.
  await here.goto("/transactions");
  await expect(here.getByRole("heading", { name: "Transactions" })).toBeVisible();
  await Promise.all([first.close(), second.close()]);
});

test("logout ends a copied cookie whatever the upstream does with the token", async ({ browser }) => {
  // The spec-only backend offers no logout call: the token stays valid upstream for its hour.
  const seal = await signInThroughApi(ACCOUNTS.dealer.login, ACCOUNTS.dealer.password, E2E.specBaseUrl);
  const cookie = { name: "panel-session", value: seal, url: E2E.specBaseUrl, httpOnly: true, sameSite: "Strict" as const };
  const [mine, copy] = await Promise.all([browser.newContext({ baseURL: E2E.specBaseUrl }), browser.newContext({ baseURL: E2E.specBaseUrl })]);
  await Promise.all([mine.addCookies([cookie]), copy.addCookies([cookie])]);
  const [page, stolen] = await Promise.all([mine.newPage(), copy.newPage()]);
  await stolen.goto("/");
  await expect(stolen.getByRole("heading", { name: "Dealer Panel" })).toBeVisible();

  await page.goto("/");
  await page.getByRole("link", { name: /Logout\s*dealer/ }).click();
  await expect(page).toHaveURL(/\/login$/);

  const { token } = await unsealData<{ token: string }>(seal, { password: E2E.sessionPassword, ttl: 3660 });
  expect((await fetch(`${E2E.specUpstreamUrl}/api/credits?token=${encodeURIComponent(token)}`)).status).toBe(200);
  await stolen.goto("/transactions");
  await expect(stolen).toHaveURL(/\/login$/);
  expect((await stolen.request.get("/api/credits")).status()).toBe(401);
  await Promise.all([mine.close(), copy.close()]);
});
