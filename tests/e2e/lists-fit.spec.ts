// Daily use of the lists, at 1280 and 390 px: the client lists and Manage Tickets fit
// their card with every action reachable, logins are never broken mid-word, every client row has
// Renew and 'Renew selected' sits beside the selection count, the chip's word "expired" finds the
// expired clients, the ledgers page on the server with signed amounts and linked logins, the
// dashboard's cards lead to the lists they count, and the tab title names the role's panel.
// That every screen (each list included) fits at 1024, 1280 and 390 px, with no sideways
// scrolling, is checked on the accessibility runs' one load per screen and language
// (support/axe.ts, expectReflows); the client lists here in every language at every width.
import { expect, test, type Locator, type Page } from "./support/test";
import { LOCALE_COOKIE } from "@/i18n/locales";
import { ROLES } from "@/lib/roles";
import { ACCOUNTS, storageStatePath } from "./support/accounts";
import { expectReflows } from "./support/axe";
import { E2E } from "./support/env";
import { expectRowDetailShows, openRowDetail } from "./support/row-detail";
import { clientRoutes } from "./support/screens";
import { DESKTOP, LAPTOP, PHONE, resize } from "./support/viewports";

/** The table needs no sideways scrolling in its card, and the page none either. */
async function expectFits(page: Page, table: Locator) {
  expect(await table.evaluate((t) => t.scrollWidth - (t.parentElement?.clientWidth ?? 0))).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** An inline element laid out on one line: a word broken across lines gives two boxes. */
const oneLine = (element: Locator) => element.evaluate((e) => e.getClientRects().length === 1);

const clientRows = (page: Page) =>
  page
    .getByRole("table", { name: "Clients" })
    .locator("tbody tr")
    .filter({ has: page.getByRole("link") });

for (const role of ROLES) {
  test.describe(`${role} client list`, () => {
    test.use({ storageState: storageStatePath(role) });

    test("fits its card at 1280 and 390 px, logins on one line, Renew on every row and beside the selection count", async ({ page }) => {
      const list = clientRoutes(role).list;
      const table = page.getByRole("table", { name: "Clients" });

      await resize(page, DESKTOP);
      await page.goto(list);
      await expect(page).toHaveTitle(`Manage Clients · ${ACCOUNTS[role].title}`);
      await expect(clientRows(page)).toHaveCount(10);
      await expectFits(page, table);
      await expect(table.getByRole("columnheader", { name: "Actions" })).toBeInViewport();
      // Each header starts (or ends) where its column's cells do: the browser's centring ("-internal-center" in Chromium) is undone.
      const aligns = await table.locator("thead th").evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).textAlign));
      expect(aligns.filter((align) => align.includes("center"))).toEqual([]);
      const logins = clientRows(page).locator("td a[href*='name=']");
      for (const login of await logins.all()) expect(await oneLine(login)).toBe(true);

      const name = (await logins.first().textContent())!;
      const row = clientRows(page).first();
      await expect(row.getByRole("button", { name: `Renew ${name}` })).toBeInViewport();
      await row.getByRole("button", { name: `Renew ${name}` }).click();
      const dialog = page.getByRole("dialog", { name: `Renew ${name}` });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();

      // 'Renew selected' is in the selection bar, above the table, next to "N selected".
      const count = page.getByRole("status").filter({ hasText: /^\d+ selected$/ });
      const renewSelected = page.getByRole("button", { name: "Renew selected" });
      await expect(renewSelected).toBeDisabled();
      await row.getByRole("checkbox").check();
      await expect(count).toHaveText("1 selected");
      await expect(renewSelected).toBeEnabled();
      const [countBox, buttonBox, tableBox] = await Promise.all([count.boundingBox(), renewSelected.boundingBox(), table.boundingBox()]);
      expect(buttonBox!.y + buttonBox!.height).toBeLessThanOrEqual(tableBox!.y);
      expect(Math.abs(buttonBox!.y + buttonBox!.height / 2 - (countBox!.y + countBox!.height / 2))).toBeLessThan(20);

      // The same page on a phone: the layout follows the width through CSS alone.
      await row.getByRole("checkbox").uncheck();
      await expect(renewSelected).toBeDisabled();
      await resize(page, PHONE);
      await expectFits(page, table);
      const detail = await openRowDetail(page, name);
      for (const action of [`Edit ${name}`, `Renew ${name}`, `Delete ${name}`])
        await expect(detail.getByRole(action.startsWith("Edit") ? "link" : "button", { name: action })).toBeInViewport();
      await expectFits(page, table);
    });
  });
}

// The client lists in every language at every width: in Spanish they were 59-65 px wider than
// their card at 1280 px, and in English at 1024 px; the titles wrap within two lines.
for (const role of ROLES) {
  test(`${role} client list fits its card in English, Spanish and Arabic at 1024, 1280 and 390 px`, async ({ browser }) => {
    for (const language of ["en", "es", "ar"]) {
      const context = await browser.newContext({ storageState: storageStatePath(role), viewport: DESKTOP });
      await context.addCookies([{ name: LOCALE_COOKIE, value: language, url: E2E.baseUrl }]);
      const page = await context.newPage();
      await page.goto(clientRoutes(role).list);
      const table = page.locator("main table").first();
      await expect(table.locator("tbody tr").first()).toBeVisible();
      for (const viewport of [LAPTOP, DESKTOP, PHONE]) {
        await resize(page, viewport);
        await expectReflows(page, `${role} clients in ${language} at ${viewport.width} px`);
        // The row's actions are reachable at every width: in the row, or in its detail row on a phone.
        const actions = table.locator("tbody tr").first().locator("a[href*='name=']:visible, button:visible").last();
        await expect(actions).toBeInViewport();
      }
      await context.close();
    }
  });
}

test.describe("searching a chip's word", () => {
  test.use({ storageState: storageStatePath("admin") });

  test("'expired' finds the expired clients, as many as the EXPIRED tab counts", async ({ page }) => {
    await page.goto(clientRoutes("admin").list);
    const expiredTab = Number(/\(([\d,]+)\)/.exec((await page.getByRole("tab", { name: /^EXPIRED/ }).textContent()) ?? "")![1].replace(/,/g, ""));
    await page.getByLabel("Search", { exact: true }).fill("expired");
    await expect(page).toHaveURL(/[?&]q=expired/);
    await expect(page.getByRole("tab", { name: /^ALL/ })).toHaveText(`ALL (${expiredTab.toLocaleString("en-US")})`);
    const chips = clientRows(page)
      .locator("[data-tone=danger]")
      .filter({ hasText: /Expired$/ });
    await expect(chips).toHaveCount(Math.min(10, expiredTab));
  });
});

test.describe("admin Manage Tickets", () => {
  test.use({ storageState: storageStatePath("admin") });

  test("on a phone the table fits, the ticket's type links to it and Edit Ticket is in the detail row", async ({ page }) => {
    await resize(page, DESKTOP);
    await page.goto("/asupport");
    for (const viewport of [DESKTOP, PHONE]) {
      await resize(page, viewport);
      await expectFits(page, page.getByRole("table", { name: "Tickets" }));
    }
    const detail = await openRowDetail(page, /^Show details for ticket \d+$/);
    const edit = detail.getByRole("link", { name: /^Edit Ticket \d+$/ });
    await expect(edit).toBeInViewport();
    const id = (await edit.getAttribute("aria-label"))!.replace("Edit Ticket ", "");
    await page.getByRole("link", { name: new RegExp(`, ticket ${id}$`) }).click();
    await expect(page).toHaveURL(new RegExp(`/updateticket\\?id=${id}$`));
  });
});

test.describe("an account's Transaction History", () => {
  test.use({ storageState: storageStatePath("admin") });

  test("is paged and searched on the server, signs and colours the amount only, links client logins, and uses the detail row on a phone", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/adminupdatedealer?name=dealer");
    const card = page.getByRole("region", { name: "Transaction History" });
    const table = card.getByRole("table", { name: "Transactions of dealer" });
    await expect(table.locator("tbody tr")).toHaveCount(10);
    await expect(card.getByText(/^1–10 of [\d,]+$/)).toBeVisible();
    await expectFits(page, table);

    const searched = page.waitForResponse((response) => /\/transactions\?.*q=renew/.test(response.url()));
    await card.getByLabel("Search transactions").fill("renew");
    await searched;
    await expect(card.getByText(/^1–10 of [\d,]+$/)).toBeVisible();
    await expect(table.locator("tbody tr")).toHaveCount(10);
    await expect(table).toHaveAttribute("aria-busy", "false");
    // The type chips (the amount carries no tone of its own).
    const types = table.locator("tbody [data-tone]");
    await expect(types.first()).toHaveText("RENEW");
    for (const type of await types.allTextContents()) expect(type).toBe("RENEW");
    // A renewal took credits from the dealer: "−1", red; the row itself keeps the page's colour.
    const amount = table.locator("tbody tr").first().getByTestId("ledger-credits");
    await expect(amount).toHaveText(/^\u2212\d+/);
    const [amountColour, rowColour] = await Promise.all([
      amount.evaluate((e) => getComputedStyle(e).color),
      table
        .locator("tbody tr")
        .first()
        .evaluate((e) => getComputedStyle(e).color),
    ]);
    expect(amountColour).not.toBe(rowColour);

    const paged = page.waitForResponse((response) => /\/transactions\?.*page=2/.test(response.url()));
    await card.getByRole("button", { name: "Next page" }).click();
    await paged;
    await expect(card.getByText(/^11–20 of [\d,]+$/)).toBeVisible();
    // The previous page stays, dimmed, until the next one arrives.
    await expect(table).toHaveAttribute("aria-busy", "false");
    const login = table.locator("tbody tr").first().getByRole("link");
    const name = (await login.textContent())!;
    await login.click();
    await expect(page).toHaveURL(new RegExp(`/adminupdateclient\\?name=${name}$`));

    await page.setViewportSize(PHONE);
    await page.goto("/adminupdatedealer?name=dealer");
    await expectFits(page, table);
    await expectRowDetailShows(page, /^Show details for /, ["Date", "Expiry", "Description"]);
  });
});

test.describe("a client's Transactions in Update Client", () => {
  test.use({ storageState: storageStatePath("dealer") });

  test("fits a phone, its date, expiry and description in the detail row", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/clients");
    const name = (await clientRows(page).first().getByRole("link").first().textContent())!;
    await page.goto(`/updateclient?name=${name}`);
    const table = page.getByRole("table", { name: `Transactions of ${name}` });
    await expect(table.locator("tbody tr").first()).toBeVisible();
    await expectFits(page, table);
    await expectRowDetailShows(page, /^Show details for /, ["Date", "Expiry", "Description"]);
  });
});

test.describe("the admin's dashboard", () => {
  test.use({ storageState: storageStatePath("admin") });

  test("keeps 'Unlimited' whole at 1280 px, and its cards lead to the lists they count", async ({ page }) => {
    await resize(page, DESKTOP);
    await page.goto("/");
    await expect(page).toHaveTitle("Dashboard · Admin Panel");
    const unlimited = page.getByRole("region", { name: "Credits", exact: true }).getByTestId("stat-value");
    await expect(unlimited).toHaveText("Unlimited");
    for (const viewport of [DESKTOP, PHONE]) {
      await resize(page, viewport);
      expect(await unlimited.evaluate((e) => e.scrollWidth <= e.clientWidth && e.getBoundingClientRect().height < 48)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    }
    await resize(page, DESKTOP);
    // Trials and Ministra have no list of their own: not links.
    await expect(page.getByRole("region", { name: "Trials", exact: true }).getByRole("link")).toHaveCount(0);
    await page.getByRole("link", { name: "Expired Users", exact: true }).click();
    await expect(page).toHaveURL(/\/manageclients\?tab=expired$/);
    await expect(page.getByRole("tab", { name: /^EXPIRED/ })).toHaveAttribute("aria-selected", "true");
    await page.goto("/");
    await page.getByRole("region", { name: "Dealers", exact: true }).getByRole("link", { name: "Dealers" }).click();
    await expect(page).toHaveURL(/\/managedealers$/);
  });
});

test.describe("the reseller's exports", () => {
  test.use({ storageState: storageStatePath("reseller") });

  test("the dealer list's file is named for what it holds; the client list's keeps the spec's myClients", async ({ page }) => {
    for (const [route, file] of [
      ["/dealers", "myDealers.csv"],
      ["/resellerclients", "myClients.csv"],
    ] as const) {
      await page.goto(route);
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export CSV" }).click();
      expect((await download).suggestedFilename()).toBe(file);
    }
  });
});
