// Transactions (accounts spec §2.3): the signed-in account's own ledger, searched, sorted and paged
// on the server with the state in the URL, per-role columns, the detail row on a phone, CSV export.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./support/test";
import { storageStatePath } from "./support/accounts";
import { snackbar, uniqueLogin, uniqueMac } from "./support/clients";
import { openRowDetail } from "./support/row-detail";

const table = (page: Page) => page.getByRole("table", { name: "Transactions" });
const bodyRows = (page: Page) => table(page).locator("tbody tr:visible");
/** The text of one visible column (0 = the first the viewer sees), row by row. */
const column = (page: Page, index: number) =>
  bodyRows(page).evaluateAll(
    (rows, i) => rows.map((row) => [...row.querySelectorAll("td")].filter((td) => td.offsetParent !== null)[i]?.textContent ?? ""),
    index,
  );
/** The URL moved and the rows it asks for have arrived (the table is no longer dimmed). */
async function settled(page: Page, url: RegExp) {
  await expect(page).toHaveURL(url);
  await expect(table(page)).toHaveAttribute("aria-busy", "false");
}
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} (0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/;
/** "2026-11-21 06:12 PM" → "2026-11-21 18:12", which sorts as time does. */
const sortable = (timestamp: string) =>
  timestamp.replace(
    / (\d{2}):(\d{2}) (AM|PM)$/,
    (_all, hh: string, mm: string, half: string) => ` ${String((Number(hh) % 12) + (half === "PM" ? 12 : 0)).padStart(2, "0")}:${mm}`,
  );

test.describe("dealer", () => {
  test.use({ storageState: storageStatePath("dealer") });

  test("adds a client, finds its NEW CLIENT row in the transactions and filters it", async ({ page }) => {
    const login = uniqueLogin("dealer");
    await page.goto("/addclient");
    await page.getByLabel("MAC address").fill(uniqueMac());
    await page.getByLabel("Login name").fill(login);
    await page.getByLabel("Password", { exact: true }).fill("secret1");
    await page.getByLabel("Months").selectOption("1");
    await page.getByRole("button", { name: "Add Client" }).click();
    await expect(snackbar(page)).toHaveText(new RegExp(`Added ${login}`));

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Transactions" }).click();
    await expect(page.getByRole("heading", { name: "Transactions" })).toBeVisible();
    for (const column of ["Date", "Type", "Credits", "Login", "Expiry", "Description"]) {
      await expect(table(page).getByRole("columnheader", { name: column })).toBeVisible();
    }
    // Newest first: the rows' dates never go up.
    const dates = await column(page, 0);
    expect(dates.length).toBeGreaterThan(1);
    for (const date of dates) expect(date).toMatch(TIMESTAMP);
    const times = dates.map(sortable);
    expect([...times].sort().reverse()).toEqual(times);

    // Upper case finds it: the search is case-insensitive, held in the URL.
    await page.getByLabel("Search").fill(login.toUpperCase());
    await settled(page, new RegExp(`[?&]q=${login.toUpperCase()}`));
    await expect(bodyRows(page)).toHaveCount(1);
    const row = bodyRows(page).first();
    await expect(row.getByText("NEW CLIENT")).toHaveAttribute("data-tone", "danger");
    await expect(row).toContainText(login);
    // The month paid for left the dealer's balance: signed, with a true minus.
    expect(await column(page, 2)).toEqual(["\u22121"]);
    expect(await column(page, 3)).toEqual([login]);
    expect((await column(page, 4))[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await column(page, 5)).toEqual(["1 month"]);

    // A reload keeps the view; a search by type shows that type only.
    await page.reload();
    await expect(bodyRows(page)).toHaveCount(1);
    await page.getByLabel("Search").fill("new client");
    await settled(page, /[?&]q=new(\+|%20)client/);
    // The demo dealer has dozens of clients: a full page of them.
    await expect(bodyRows(page)).toHaveCount(10);
    for (const type of await column(page, 1)) expect(type).toBe("NEW CLIENT");
  });

  test("credits received are green; sorting and paging stay in the URL", async ({ page }) => {
    await page.goto("/transactions?q=received");
    await expect(bodyRows(page).first()).toContainText("RECEIVED");
    for (const chip of await bodyRows(page).getByText("RECEIVED", { exact: true }).all()) await expect(chip).toHaveAttribute("data-tone", "success");

    await page.goto("/transactions");
    await table(page)
      .getByRole("button", { name: /Credits/ })
      .click();
    await settled(page, /[?&]sort=credits/);
    // Sorted by the amount; the sign shows only which way it moved.
    const credits = (await column(page, 2)).map((text) => Number(text.replace(/[,+\u2212]/g, "")));
    expect(credits).toEqual([...credits].sort((a, b) => a - b));
    await page.getByRole("button", { name: "Next page" }).click();
    await settled(page, /[?&]page=2/);
    await expect(page.getByText(/^11–20 of /)).toBeVisible();
  });

  test("exports the matching rows to myTransactions.csv", async ({ page }) => {
    await page.goto("/transactions?q=renew");
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("myTransactions.csv");
    const [header, ...lines] = (await readFile((await download.path())!, "utf8"))
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(header).toBe("Date,Type,Credits,Login,Expiry,Description");
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} (AM|PM),RENEW,\d+,/);
  });
});

test.describe("reseller", () => {
  test.use({ storageState: storageStatePath("reseller") });

  test("sees Date, Type, Credits and Login, with Expiry and Description in the detail row (also on desktop: search matches descriptions)", async ({ page }) => {
    await page.goto("/transactions");
    for (const column of ["Date", "Type", "Credits", "Login"]) await expect(table(page).getByRole("columnheader", { name: column })).toBeVisible();
    for (const column of ["Expiry", "Description"]) await expect(table(page).getByRole("columnheader", { name: column })).toHaveCount(0);
    const wideDetail = await openRowDetail(page, /^Show details for /);
    const wideToggle = page.locator(`button[aria-controls="${await wideDetail.getAttribute("id")}"]`);
    for (const label of ["Expiry", "Description"]) await expect(wideDetail.getByText(label, { exact: true })).toBeVisible();
    // The date is a column on desktop: not repeated below the row.
    await expect(wideDetail.getByText("Date", { exact: true })).toBeHidden();
    await wideToggle.click();
    await expect(wideDetail).toBeHidden();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(table(page).getByRole("columnheader", { name: "Date" })).toBeHidden();
    const detail = await openRowDetail(page, /^Show details for /);
    for (const label of ["Date", "Expiry", "Description"]) await expect(detail.getByText(label, { exact: true })).toBeVisible();
    await expect(detail.getByText(TIMESTAMP)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
