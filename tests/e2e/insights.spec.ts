// Insights: the reseller reads a figure and the same figure in the table beside its chart, opens a
// dealer's insights from the sub-account table, downloads a statement; the screen passes axe at a
// desktop's and a phone's width. The dashboard's history chart shows a day's values on focus.
import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import { expect, test } from "./support/test";
import { storageStatePath } from "./support/accounts";
import { expectAccessibleAtBothWidths } from "./support/axe";
import { waitForHydration } from "./support/hydration";

test.use({ storageState: storageStatePath("reseller") });

test("the month so far agrees with its month's line in the spend table, drawn by chart.js beside it", async ({ page }) => {
  await page.goto("/insights");
  await expect(page.getByRole("heading", { name: "Insights", level: 2 })).toBeVisible();
  const spend = page.getByRole("region", { name: "Credits spent per month" });
  await expect(spend.locator("canvas")).toBeVisible();
  const rows = spend.getByRole("table", { name: "Credits spent per month" }).locator("tbody tr");
  await expect(rows).toHaveCount(12);
  const thisMonth = await page.getByTestId("spend-this-month").textContent();
  await expect(rows.last().locator("td").first()).toHaveText(thisMonth!);
  await expect(page.getByRole("region", { name: "Runway" })).toContainText(/\bdays?\b|Nothing was spent/);
  await expectAccessibleAtBothWidths(page, "/insights");
});

test("a dealer's own insights from the sub-account table, and a statement that balances", async ({ page }) => {
  await page.goto("/insights");
  const table = page.getByTestId("sub-accounts");
  await table.getByRole("link", { name: "dealer", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Insights · dealer", level: 2 })).toBeVisible();
  await expect(page.getByTestId("clients-all")).toHaveText(/^[1-9][\d,]*$/);

  const statement = page.getByRole("region", { name: "Monthly statement" });
  const month = new Date().toISOString().slice(0, 7);
  await statement.getByLabel("Statement month").selectOption(month);
  const [download] = await Promise.all([page.waitForEvent("download"), statement.getByRole("button", { name: "Download CSV" }).click()]);
  expect(download.suggestedFilename()).toBe(`statement-dealer-${month}.csv`);
  const csv = await readFile((await download.path())!, "utf8");
  const [head, ...rows] = Papa.parse<string[]>(csv.replace(/^\uFEFF/, "").trim()).data;
  const balance = head.indexOf("Balance");
  const closingAt = rows.findIndex((row) => row[0] === "Closing balance");
  expect(rows[0][0]).toBe("Opening balance");
  const changes = rows.slice(1, closingAt).map((row) => Number(row[head.indexOf("Change")]));
  // Each movement's balance follows from the one before it, and the closing one from them all.
  let running = Number(rows[0][balance]);
  for (const [i, change] of changes.entries()) expect(Number(rows[i + 1][balance])).toBe((running += change));
  expect(Number(rows[closingAt][balance])).toBe(running);
});

test("the dashboard's history chart shows a day's values on keyboard focus", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const day = page.getByTestId("history-day").last();
  // Hydrated is not yet shown: the page's part streams in hidden and is revealed in place, and a
  // hidden element takes no focus.
  await expect(day).toBeVisible();
  await day.focus();
  await expect(day).toBeFocused();
  await expect(day.locator("g").first()).toHaveCSS("opacity", "1");
  await expect(day).toHaveAttribute("aria-label", /Active Users [\d,]+, Trials [\d,]+/);
});
