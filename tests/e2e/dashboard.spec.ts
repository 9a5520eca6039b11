import { expect, test, type Page } from "./support/test";
import { DASHBOARD_COUNTS } from "@/features/dashboard/model/dashboard";
import { REFERENCE_PATHS } from "@/lib/backends/reference/paths";
import { operationPath } from "@/lib/operations";
import { ROLES } from "@/lib/roles";
import { ACCOUNTS, storageStatePath } from "./support/accounts";
import { waitForHydration } from "./support/hydration";
import { upstreamGet, upstreamToken } from "./support/upstream";

const card = (page: Page, label: string) => page.getByRole("region", { name: label, exact: true }).getByTestId("stat-value");

for (const role of ROLES) {
  test.describe(`${role} dashboard`, () => {
    test.use({ storageState: storageStatePath(role) });

    test("shows the upstream's own figures for this account", async ({ page }) => {
      const token = await upstreamToken(ACCOUNTS[role].login, ACCOUNTS[role].password);
      // Tests in the other worker add and delete clients and spend credits meanwhile: each
      // figure on screen must be the upstream's figure as it was just before or just after the
      // page was rendered.
      const calls = [...DASHBOARD_COUNTS[role].map((c) => operationPath(REFERENCE_PATHS, role, c.op)!), role === "admin" ? "activetickets" : "credits"];
      const figures = () =>
        Promise.all(
          calls.map(async (call) => {
            const { body } = await upstreamGet<{ total?: number; credits?: number }>(role, token, call);
            return body.total ?? body.credits ?? NaN;
          }),
        );
      const before = await figures();
      await page.goto("/");
      await expect(page.getByRole("heading", { name: ACCOUNTS[role].title })).toBeVisible();
      const after = await figures();
      const expectBetween = (shown: number, i: number, label: string) => {
        expect(shown, label).toBeGreaterThanOrEqual(Math.min(before[i], after[i]));
        expect(shown, label).toBeLessThanOrEqual(Math.max(before[i], after[i]));
      };
      const number = async (text: Promise<string | null>) => Number((await text)?.replace(/[^\d]/g, ""));

      for (const [i, { label }] of DASHBOARD_COUNTS[role].entries()) {
        expectBetween(await number(card(page, label).textContent()), i, label);
      }
      const last = calls.length - 1;
      if (role === "admin") {
        await expect(card(page, "Credits")).toHaveText("Unlimited");
        await expect(page.getByTestId("credits-badge")).toHaveCount(0);
        expectBetween(await number(page.getByRole("link", { name: /Manage Tickets/ }).textContent()), last, "active tickets");
      } else {
        expectBetween(await number(card(page, "Credits Remaining").textContent()), last, "credits");
        await expect(page.getByTestId("credits-badge")).toHaveText(/^[\d,]+ CREDITS REMAINING$/);
        expectBetween(await number(page.getByTestId("credits-badge").textContent()), last, "credits badge");
      }
    });

    test("shows the history chart and the Information section", async ({ page }) => {
      const token = await upstreamToken(ACCOUNTS[role].login, ACCOUNTS[role].password);
      const { body } = await upstreamGet<{ message: string }>(role, token, "message");
      await page.goto("/");
      await expect(page.getByRole("group", { name: /Total Users History/ })).toBeVisible();
      const information = page.getByRole("region", { name: "Information" });
      await expect(information.locator('[data-tone="warning"]')).toHaveText(new RegExp(body.message.slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      await expect(information.locator('[data-tone="success"]')).toContainText("Android, iOS, AppleTV, Roku, Tizen, WebOS and Samsung Smart TV");
    });
  });
}

test.describe("the shell", () => {
  test.use({ storageState: storageStatePath("reseller") });

  test("has the role's menu and Logout with the user name", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Dashboard", "Add Dealer", "Dealers", "Users", "Transactions", "Check MAC", "Message", "Support"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: /Logout\s*reseller/ })).toBeVisible();
  });

  // Next prefetched every link in view on arrival: about 40 server renders a page view.
  test("fetches a screen ahead only when the pointer reaches for its link", async ({ page }) => {
    const prefetched: string[] = [];
    page.on("request", (request) => {
      if (request.headers()["next-router-prefetch"]) prefetched.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(prefetched).toEqual([]);

    const transactions = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Transactions", exact: true });
    await transactions.hover();
    await expect.poll(() => prefetched).toContain("/transactions");
    expect(new Set(prefetched)).toEqual(new Set(["/transactions"]));
    await transactions.click();
    await expect(page.getByRole("heading", { level: 2, name: "Transactions" })).toBeVisible();
  });

  test("toggles the drawer below md and keeps it open from md up", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    const dashboardLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" });
    await expect(dashboardLink).not.toBeInViewport();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(dashboardLink).toBeInViewport();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await expect(dashboardLink).toBeInViewport();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });
});

// "borderCapStyle" is one of Chart.js's own option names: it survives minification, so a
// script that contains it carries Chart.js.
const CHART_JS_MARKER = "borderCapStyle";

async function scriptsLoadedBy(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
  });
  await page.goto(path);
  await ready(page);
  return Promise.all(scripts);
}

test("chart.js is not in the sign-in page's scripts", async ({ page }) => {
  const scripts = await scriptsLoadedBy(page, "/login", (p) => p.getByText("I'm not a robot").waitFor());
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => s.includes(CHART_JS_MARKER))).toHaveLength(0);
});

test.describe("the dashboard", () => {
  test.use({ storageState: storageStatePath("dealer") });
  // The chart is SVG drawn on the server (components/charts): no chart library reaches the browser.
  test("draws its chart without chart.js", async ({ page }) => {
    const scripts = await scriptsLoadedBy(page, "/", (p) => expect(p.getByRole("group", { name: /Total Users History/ })).toBeVisible());
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.includes(CHART_JS_MARKER))).toHaveLength(0);
  });
});
