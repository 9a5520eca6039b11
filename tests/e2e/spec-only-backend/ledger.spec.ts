// An account's Transaction History on the spec backend: the operator's mapped call
// answers the whole ledger and the BFF pages and searches it, so the screen shows one page of at
// most 10 rows with its total, as on the reference upstream, at 1280 and 390 px.
import { expect, test } from "../support/test";
import { specStorageStatePath } from "./support";

test.use({ storageState: specStorageStatePath("admin") });

test("the admin's Edit Dealer pages and searches the dealer's ledger", async ({ page }) => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/adminupdatedealer?name=dealer");
    const card = page.getByRole("region", { name: "Transaction History" });
    const table = card.getByRole("table", { name: "Transactions of dealer" });
    const range = card.getByText(/^\d+–\d+ of [\d,]+$/);
    await expect(range).toBeVisible();
    const total = Number(/of ([\d,]+)$/.exec((await range.textContent())!)![1].replace(/,/g, ""));
    expect(total).toBeGreaterThan(0);
    await expect(table.locator("tbody tr")).toHaveCount(Math.min(10, total));
    expect(await table.evaluate((t) => t.scrollWidth - (t.parentElement?.clientWidth ?? 0))).toBeLessThanOrEqual(0);

    // A search for a type no row has leaves none; one for the first row's type keeps it.
    const type = (await table.locator("tbody [data-tone]").first().textContent())!;
    await card.getByLabel("Search transactions").fill("no-such-type");
    await expect(card.getByText("No transactions found")).toBeVisible();
    await card.getByLabel("Search transactions").fill(type.toLowerCase());
    await expect(table.locator("tbody [data-tone]").first()).toHaveText(type);
  }
});
