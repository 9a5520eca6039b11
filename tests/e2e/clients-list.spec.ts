// The client lists, per role: URL-held tabs, search and pages, the delete of an expired
// client, the CSV export of every matching row, and the detail row on a phone.
import { readFile } from "node:fs/promises";
import type { Worker } from "@playwright/test";
import { expect, test, type Page } from "./support/test";
import { SERVER_ERROR_MESSAGE } from "@/lib/upstream/errors";
import { ROLES } from "@/lib/roles";
import { clientRoutes } from "./support/screens";
import { ACCOUNTS, storageStatePath } from "./support/accounts";
import { snackbar } from "./support/clients";
import { openRowDetail } from "./support/row-detail";
import { E2E } from "./support/env";
import { upstreamToken } from "./support/upstream";

const rows = (page: Page) =>
  page
    .getByRole("table", { name: "Clients" })
    .locator("tbody tr")
    .filter({ has: page.getByRole("link") });
const tabCount = async (page: Page, tab: string) =>
  Number((/\(([\d,]+)\)/.exec((await page.getByRole("tab", { name: new RegExp(`^${tab}`) }).textContent()) ?? "")?.[1] ?? "NaN").replace(/,/g, ""));

/** Expired clients of the demo dealer, which every role's subtree holds, by name. */
async function expiredDemoClients(): Promise<string[]> {
  const token = await upstreamToken(ACCOUNTS.dealer.login, ACCOUNTS.dealer.password);
  const response = await fetch(`${E2E.upstreamUrl}/api/clients?token=${token}&tab=expired&per_page=100&sort=name`);
  return ((await response.json()) as { client_list: { name: string }[] }).client_list.map((c) => c.name);
}

for (const [index, role] of ROLES.entries()) {
  test.describe(`${role} client list`, () => {
    test.use({ storageState: storageStatePath(role) });
    const list = clientRoutes(role).list;

    test("keeps tab, search and page in the URL, with a working back button", async ({ page }) => {
      await page.goto(list);
      await expect(page.getByRole("heading", { name: "Manage Clients" })).toBeVisible();
      const all = await tabCount(page, "ALL");
      const active = await tabCount(page, "ACTIVE");
      const expired = await tabCount(page, "EXPIRED");
      expect(active + expired).toBe(all);
      await expect(rows(page)).toHaveCount(Math.min(10, all));

      await page.getByRole("button", { name: "Next page" }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      // Other tests add clients meanwhile, so the total may have grown: check the range only.
      await expect(page.getByText(/^11–20 of /)).toBeVisible();
      await page.goBack();
      await expect(page).not.toHaveURL(/page=2/);
      await expect(page.getByText(/^1–10 of /)).toBeVisible();

      await page.getByRole("tab", { name: /^EXPIRED/ }).click();
      await expect(page).toHaveURL(/[?&]tab=expired/);
      await expect(page.getByText(new RegExp(`^1–\\d+ of ${expired}$`))).toBeVisible();
      for (const chip of await rows(page).locator("[data-tone]").all()) await expect(chip).toHaveAttribute("data-tone", "danger");

      await page.getByLabel("Rows per page").selectOption("20");
      await expect(page).toHaveURL(/[?&]size=20/);

      // Search is case-insensitive over name, MAC, status and description: every row shown
      // carries the text, and the row searched for is among them.
      const name = (await rows(page).first().getByRole("link").first().textContent())!;
      await page.getByLabel("Search").fill(name.toUpperCase());
      await expect(page).toHaveURL(new RegExp(`[?&]q=${name.toUpperCase()}`));
      await expect(page).not.toHaveURL(/size=20.*page=|page=.*size=20/);
      await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
      for (const row of await rows(page).all()) expect((await row.textContent())!.toLowerCase()).toContain(name.toLowerCase());
      await page.reload();
      await expect(page.getByLabel("Search")).toHaveValue(name.toUpperCase());
    });

    test("deletes an expired client after the 'Delete?' confirmation", async ({ page }) => {
      const name = (await expiredDemoClients())[index];
      await page.goto(`${list}?tab=expired&q=${name}`);
      await page.getByRole("button", { name: `Delete ${name}` }).click();
      const dialog = page.getByRole("dialog", { name: "Delete?" });
      await expect(dialog).toContainText(`Are you sure you want to delete ${name}?`);
      await dialog.getByRole("button", { name: "Yes" }).click();
      await expect(snackbar(page)).toHaveText(new RegExp(`Deleted ${name}`));
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
    });

    test("offers delete only for expired clients", async ({ page }) => {
      await page.goto(`${list}?tab=active`);
      const first = rows(page).first();
      await expect(first.getByRole("button", { name: /^Delete / })).toBeDisabled();
    });

    test("exports every matching row to myClients.csv", async ({ page }) => {
      await page.goto(`${list}?tab=active`);
      const before = await tabCount(page, "ACTIVE");
      const downloading = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export CSV" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe("myClients.csv");
      const text = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "").trim();
      const [header, ...lines] = text.split(/\r?\n/);
      expect(header).toBe("Login,Description,MAC,Ministra,Status,Expiry");
      // Other tests may add active clients meanwhile: the file holds what the tab held at some
      // moment between the two counts, and far more than the page on screen.
      await page.reload();
      const after = await tabCount(page, "ACTIVE");
      expect(lines.length).toBeGreaterThanOrEqual(before);
      expect(lines.length).toBeLessThanOrEqual(after);
      expect(lines.length).toBeGreaterThan(10);
      for (const line of lines) expect(line).toMatch(/,ACTIVE,\d{4}-\d{2}-\d{2}$|,INACTIVE,\d{4}-\d{2}-\d{2}$/);
    });

    test("moves status, Ministra, description and MAC into a detail row at 390 px", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(list);
      const table = page.getByRole("table", { name: "Clients" });
      await expect(table.getByRole("columnheader", { name: "Description" })).toBeHidden();
      const name = (await rows(page).first().getByRole("link").first().textContent())!;
      await expect(page.getByRole("button", { name: `Show details for ${name}` })).toHaveAttribute("aria-expanded", "false");
      const detail = await openRowDetail(page, name);
      await expect(detail).toBeVisible();
      for (const label of ["Status", "Ministra", "Description", "MAC"]) await expect(detail.getByText(label, { exact: true })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // Login, Expiry and the actions fit: the table needs no sideways scrolling either.
      expect(await table.evaluate((t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? 0))).toBe(true);
      await expect(page.getByRole("button", { name: `Delete ${name}` })).toBeInViewport();
    });
  });
}

test.describe("the expiry chip", () => {
  test.use({ storageState: storageStatePath("dealer") });

  test("says Expired in visible words, not by its colour alone, also on a 390 px phone", async ({ page }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/clients?tab=expired");
      const chip = rows(page)
        .first()
        .locator("[data-tone=danger]")
        .filter({ hasText: /^\d{4}-\d{2}-\d{2} Expired$/ });
      await expect(chip).toBeVisible();
      // Shown, not only read out: nothing of it is screen-reader-only.
      await expect(chip.locator(".sr-only")).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    // A client that has not expired shows its date alone.
    await page.goto("/clients?tab=active");
    await expect(
      rows(page)
        .first()
        .locator("[data-tone=success]")
        .filter({ hasText: /^\d{4}-\d{2}-\d{2}$/ }),
    ).toBeVisible();
  });
});

test.describe("exports one after another", () => {
  test.use({ storageState: storageStatePath("dealer") });

  test("run in the worker the first one started, each file whole (lib/export/warm-worker.ts)", async ({ page }) => {
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    await page.goto("/clients?tab=all");
    const exportFile = async (format: "CSV" | "PDF") => {
      const button = page.getByRole("button", { name: `Export ${format}` });
      const downloading = page.waitForEvent("download");
      await button.click();
      const download = await downloading;
      await expect(button).toBeEnabled();
      return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
    };
    const csv = await exportFile("CSV");
    const pdf = await exportFile("PDF");
    const again = await exportFile("CSV");

    expect(workers).toHaveLength(1);
    expect(pdf.name).toBe("myClients.pdf");
    expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    for (const file of [csv, again]) {
      expect(file.name).toBe("myClients.csv");
      const [header, ...lines] = file.bytes
        .toString("utf8")
        .replace(/^\uFEFF/, "")
        .trim()
        .split(/\r?\n/);
      expect(header).toBe("Login,Description,MAC,Ministra,Status,Expiry");
      expect(lines.length).toBeGreaterThan(10);
    }
  });

  test("ends the worker of a refused export: the next export runs in a fresh one", async ({ page }) => {
    const workers: Worker[] = [];
    const ended: Worker[] = [];
    page.on("worker", (worker) => {
      workers.push(worker);
      worker.on("close", () => ended.push(worker));
    });
    await page.goto("/clients?tab=all");
    const button = page.getByRole("button", { name: "Export CSV" });
    // The BFF refuses the export's pages once (as a 5xx would): the file is not made.
    await page
      .context()
      .route(/\/api\/clients\?.*size=5000/, (route) => route.fulfill({ status: 503, contentType: "application/json", body: "{}" }), { times: 1 });
    await button.click();
    await expect(snackbar(page)).toContainText(SERVER_ERROR_MESSAGE);
    await expect(button).toBeEnabled();
    await expect.poll(() => ended.length).toBe(1);
    expect(workers).toHaveLength(1);

    const downloading = page.waitForEvent("download");
    await button.click();
    expect((await downloading).suggestedFilename()).toBe("myClients.csv");
    expect(workers).toHaveLength(2);
    expect(ended).toEqual([workers[0]]);
  });
});
