// Every screen of every role through axe-core, on a desktop and on a 390 px phone, plus a
// screen with an open dialog and a form showing its errors: no serious or critical violation
// of WCAG 2.1 A/AA.
//
// Each screen is loaded once and checked at both widths: the panel's layout follows the width
// through CSS media queries alone (no component reads the window's size: no matchMedia,
// innerWidth or ResizeObserver in components/, hooks/, lib/ or app/), so the same document
// resized to 390 px is the page a phone gets, and axe reads the styles of the width it runs at.
// The four roles run in parallel, one test each, on their saved sign-ins.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { ROLES } from "@/lib/roles";
import { SCREENS } from "@/lib/screens";
import { storageStatePath } from "./support/accounts";

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function expectNoSeriousViolations(page: Page, what: string) {
  // axe.run in the page itself: the panel has no frames (no <iframe> in components/ or app/), and
  // the default (runPartial per frame, then finishRun in a new blank page with axe injected again)
  // only adds a page per check.
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).setLegacyMode().analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")})`);
  expect(serious, what).toEqual([]);
}

/** The page as it is now, at the desktop's width and then at the phone's. */
async function expectAccessibleAtBothWidths(page: Page, what: string) {
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousViolations(page, `${what} on a desktop`);
  await page.setViewportSize(PHONE);
  // The resize is applied once the page's own width says so (the media queries follow it).
  await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousViolations(page, `${what} on a phone`);
}

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
      await page.goto(href!);
      expect(new URL(page.url()).pathname, `${role} opening ${href}`).toBe(screen.route);
      await expect(page.getByRole("heading", { level: 2, name: screen.title })).toBeVisible();
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
