// Arabic reads dates, times and amounts in their written order: every screen of every role is
// opened in Arabic, and each date (2025-10-10), timestamp (2026-11-28 08:11 AM) and signed amount
// (−1) on it must be drawn left to right on one line, as written (support/reading-order.ts). The
// renew dialog's new date too, which sits in an Arabic sentence.
import { expect, test } from "./support/test";
import { LOCALE_COOKIE } from "@/i18n/locales";
import { ROLES, type Role } from "@/lib/roles";
import { SCREENS, type Screen } from "@/lib/screens";
import arabicScreens from "@/messages/ar/screens.json";
import { storageStatePath } from "./support/accounts";
import { E2E } from "./support/env";
import { expectScreen, navigateInApp } from "./support/navigate";
import { expectWrittenOrder, type ReadingOrder } from "./support/reading-order";
import { DESKTOP, PHONE, resize } from "./support/viewports";

const arabicTitle = (id: string): string =>
  id.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], arabicScreens.titles) as string;

/** Each distinct screen once, by the first role that has it, with the list an update screen is opened from. */
function distinctScreens(): { role: Role; screen: Screen; list?: string }[] {
  const seen = new Set<string>();
  const chosen: { role: Role; screen: Screen; list?: string }[] = [];
  for (const role of ROLES) {
    for (const screen of SCREENS[role]) {
      if (seen.has(screen.id)) continue;
      seen.add(screen.id);
      chosen.push({ role, screen, list: SCREENS[role].find((other) => other.id === screen.id.replace(".update", ".list"))?.route });
    }
  }
  return chosen;
}

test.describe.configure({ mode: "parallel" });

for (const role of ROLES) {
  test(`in Arabic, the ${role}'s screens show every date, time and amount in its written order`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ storageState: storageStatePath(role), viewport: DESKTOP });
    await context.addCookies([{ name: LOCALE_COOKIE, value: "ar", url: E2E.baseUrl }]);
    const page = await context.newPage();
    await page.goto("/");
    await expectScreen(page, arabicTitle("dashboard"));
    const seen: ReadingOrder = { dates: 0, times: 0, amounts: 0, misread: [] };
    const add = (order: ReadingOrder) => {
      seen.dates += order.dates;
      seen.times += order.times;
      seen.amounts += order.amounts;
    };
    add(await expectWrittenOrder(page, `${role} /`));
    // The role's distinct screens, and its own ledger, where its signed amounts are.
    const screens = distinctScreens().filter((chosen) => chosen.role === role);
    const ledger = { screen: SCREENS[role].find((screen) => screen.id === "transactions")!, list: undefined };
    for (const { screen, list } of screens.some((chosen) => chosen.screen.id === "transactions") ? screens : [...screens, ledger]) {
      if (screen.id.endsWith(".update") && list) {
        await navigateInApp(page, list);
        const firstRow = page.locator(`tbody a[href^="${screen.route}?"]`).first();
        await navigateInApp(page, (await firstRow.getAttribute("href"))!);
      } else {
        await navigateInApp(page, screen.route);
      }
      await expectScreen(page, arabicTitle(screen.id));
      // Lists fill in after the heading; a table's first row (or its empty message) says it has.
      if (await page.locator("main table").count()) await expect(page.locator("main tbody tr").first()).toBeVisible();
      add(await expectWrittenOrder(page, `${role} ${screen.route}`));
    }
    // It looked at something: every role's ledger shows dates, timestamps and signed amounts.
    expect(seen.dates, `${role}: dates checked`).toBeGreaterThan(0);
    expect(seen.times, `${role}: timestamps checked`).toBeGreaterThan(0);
    expect(seen.amounts, `${role}: signed amounts checked`).toBeGreaterThan(0);
    await context.close();
  });
}

test("in Arabic, the renew dialog's new expiry reads as written, on one line, on a phone too", async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStatePath("dealer"), viewport: DESKTOP });
  await context.addCookies([{ name: LOCALE_COOKIE, value: "ar", url: E2E.baseUrl }]);
  const page = await context.newPage();
  await page.goto("/clients");
  // A row's own Renew ("تجديد <login>"), not the selection's.
  await page
    .locator("tbody")
    .getByRole("button", { name: /^تجديد / })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("combobox").selectOption("3");
  // The expiry now and after (ExpiryChange), both dates there.
  await expect(dialog.getByRole("status").filter({ hasText: /\d{4}-\d{2}-\d{2}.*\d{4}-\d{2}-\d{2}/s })).toBeVisible();
  for (const viewport of [DESKTOP, PHONE]) {
    await resize(page, viewport);
    const order = await expectWrittenOrder(dialog, `the renew dialog at ${viewport.width} px`);
    expect(order.dates, "the expiry now and after").toBeGreaterThanOrEqual(2);
  }
  await context.close();
});
