// Every screen of every role through axe-core, on a desktop and on a 390 px phone, plus a
// screen with an open dialog and a form showing its errors: no serious or critical violation
// of WCAG 2.1 A/AA.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { ROLES } from "@/lib/roles";
import { SCREENS } from "@/lib/screens";
import { storageStatePath } from "./support/accounts";

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")})`);
  expect(serious, what).toEqual([]);
}

/** An update screen needs something to update: follow the first row's link from its list. */
async function openScreen(page: Page, route: string, id: string, listRoute: string | undefined) {
  if (!id.endsWith(".update") || !listRoute) {
    await page.goto(route);
    return;
  }
  await page.goto(listRoute);
  const first = page.locator(`tbody a[href^="${route}?"]`).first();
  await first.click();
  await page.waitForURL((url) => url.pathname === route);
}

for (const role of ROLES) {
  for (const viewport of VIEWPORTS) {
    test(`${role}: every screen on a ${viewport.name}`, async ({ browser }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({ storageState: storageStatePath(role), viewport });
      const page = await context.newPage();
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
      await expectNoSeriousViolations(page, `${role} / on a ${viewport.name}`);
      for (const screen of SCREENS[role]) {
        const list = SCREENS[role].find((other) => other.id === screen.id.replace(".update", ".list"))?.route;
        await openScreen(page, screen.route, screen.id, list);
        await expect(page.getByRole("heading", { level: 2, name: screen.title })).toBeVisible();
        await expectNoSeriousViolations(page, `${role} ${screen.route} on a ${viewport.name}`);
      }
      await context.close();
    });
  }
}

test.describe("with a dialog open and a form in error", () => {
  test.use({ storageState: storageStatePath("dealer") });

  test("the delete dialog and the add-client form's messages", async ({ page }) => {
    await page.goto("/clients?tab=expired");
    await page.locator("tbody").getByRole("button", { name: /^Delete / }).first().click();
    await expect(page.getByRole("dialog", { name: "Delete?" })).toBeVisible();
    await expectNoSeriousViolations(page, "delete dialog");
    await page.getByRole("button", { name: "Close" }).click();

    await page.goto("/addclient");
    await page.getByLabel("MAC address").fill("00:1A");
    await page.getByLabel("Login name").fill("x".repeat(16));
    await page.getByLabel("Phone").fill("12");
    await page.getByLabel("Login name").blur();
    await expect(page.getByText("Login name is too long")).toBeVisible();
    await expectNoSeriousViolations(page, "add-client form with errors");
  });
});
