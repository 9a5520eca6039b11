import { expect, test, type Page } from "@playwright/test";
import { DASHBOARD_COUNTS } from "@/lib/dashboard";
import { ROLES } from "@/lib/roles";
import { ACCOUNTS, storageStatePath } from "./support/accounts";
import { upstreamGet, upstreamToken } from "./support/upstream";

const card = (page: Page, label: string) => page.getByRole("region", { name: label, exact: true }).getByTestId("stat-value");

for (const role of ROLES) {
  test.describe(`${role} dashboard`, () => {
    test.use({ storageState: storageStatePath(role) });

    test("shows the upstream's own figures for this account", async ({ page }) => {
      const token = await upstreamToken(ACCOUNTS[role].login, ACCOUNTS[role].password);
      await page.goto("/");
      await expect(page.getByRole("heading", { name: ACCOUNTS[role].title })).toBeVisible();

      for (const { call, label } of DASHBOARD_COUNTS[role]) {
        const { body } = await upstreamGet<{ total: number }>(role, token, call);
        await expect(card(page, label), label).toHaveText(body.total.toLocaleString("en-US"));
      }
      if (role === "admin") {
        await expect(card(page, "Credits")).toHaveText("Unlimited");
        await expect(page.getByTestId("credits-badge")).toHaveCount(0);
        const { body } = await upstreamGet<{ total: number }>(role, token, "activetickets");
        await expect(page.getByRole("link", { name: /Manage Tickets/ })).toContainText(String(body.total));
      } else {
        const { body } = await upstreamGet<{ credits: number }>(role, token, "credits");
        await expect(card(page, "Credits Remaining")).toHaveText(body.credits.toLocaleString("en-US"));
        await expect(page.getByTestId("credits-badge")).toHaveText(`${body.credits} CREDITS REMAINING`);
      }
    });

    test("shows the history chart and the Information section", async ({ page }) => {
      const token = await upstreamToken(ACCOUNTS[role].login, ACCOUNTS[role].password);
      const { body } = await upstreamGet<{ message: string }>(role, token, "message");
      await page.goto("/");
      await expect(page.getByRole("img", { name: /Total Users History/ })).toBeVisible();
      const information = page.getByRole("region", { name: "Information" });
      await expect(information.locator('[data-tone="warning"]')).toHaveText(new RegExp(body.message.slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      await expect(information.locator('[data-tone="success"]')).toContainText(
        "Android, iOS, AppleTV, Roku, Tizen, WebOS and Samsung Smart TV",
      );
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
  test("loads chart.js only for its chart", async ({ page }) => {
    const scripts = await scriptsLoadedBy(page, "/", (p) => expect(p.getByRole("img", { name: /Total Users History/ })).toBeVisible());
    expect(scripts.filter((s) => s.includes(CHART_JS_MARKER))).toHaveLength(1);
  });
});
