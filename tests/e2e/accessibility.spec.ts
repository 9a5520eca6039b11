// Every screen of every role through axe-core, on a desktop and on a 390 px phone, plus a
// screen with an open dialog and a form showing its errors: no serious or critical violation
// of WCAG 2.1 A/AA.
//
// Each screen is opened once and checked at both widths (support/axe.ts says why that is enough).
// The dashboard is a full page load; every other screen is then opened through the panel's router,
// as a click on a link opens it (support/navigate.ts). The four roles run in parallel, one test
// each, on their saved sign-ins.
import { expect, test } from "./support/test";
import { ROLES } from "@/lib/roles";
import { SCREENS } from "@/lib/screens";
import { storageStatePath } from "./support/accounts";
import { expectAccessibleAtBothWidths, expectNoSeriousViolations } from "./support/axe";
import { expectScreen, navigateInApp } from "./support/navigate";
import { DESKTOP } from "./support/viewports";

test.describe.configure({ mode: "parallel" });

for (const role of ROLES) {
  test(`${role}: every screen at 1280 and 390 px`, async ({ browser }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ storageState: storageStatePath(role), viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expectAccessibleAtBothWidths(page, `${role} /`);
    // An update screen needs something to update: its list's first row links to one.
    const updateLinks = new Map<string, string>();
    for (const screen of SCREENS[role]) {
      const href = screen.id.endsWith(".update") ? updateLinks.get(screen.route) : screen.route;
      expect(href, `${role}: ${screen.route} comes after its list in SCREENS`).toBeDefined();
      await page.setViewportSize(DESKTOP);
      await navigateInApp(page, href!);
      expect(new URL(page.url()).pathname, `${role} opening ${href}`).toBe(screen.route);
      await expectScreen(page, screen.title);
      for (const update of SCREENS[role].filter((other) => other.id === screen.id.replace(".list", ".update") && other.id !== screen.id)) {
        const link = page.locator(`tbody a[href^="${update.route}?"]`).first();
        updateLinks.set(update.route, (await link.getAttribute("href"))!);
      }
      await expectAccessibleAtBothWidths(page, `${role} ${screen.route}`);
    }
    await context.close();
  });
}

test.describe("with a dialog open and a form in error", () => {
  test.use({ storageState: storageStatePath("dealer") });

  test("the delete dialog and the add-client form's messages", async ({ page }) => {
    await page.goto("/clients?tab=expired");
    await page
      .locator("tbody")
      .getByRole("button", { name: /^Delete / })
      .first()
      .click();
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
