// Bulk renew: a fresh reseller (made by the admin through the upstream, so no other test spends
// its credits) renews three clients of its two dealers in one go, sees the total cost first and
// the summary after, and its badge drops by the total; then the admin finds those renewals on
// the backend's own audit records (/audit/backend) with their actor and the expiry before and after.
import { expect, test } from "./support/test";
import { storageStatePath } from "./support/accounts";
import { creditsBadge, expectCredits, uniqueLogin, uniqueMac } from "./support/clients";
import { addMonths, utcDay } from "./support/dates";
import { E2E } from "./support/env";
import { signIn } from "./support/sign-in";
import { upstreamToken } from "./support/upstream";

test.describe.configure({ mode: "serial" });

const reseller = uniqueLogin("reseller");
const dealers = [uniqueLogin("dealer"), uniqueLogin("dealer")];
const prefix = `b${(Date.now() % 1e6).toString(36)}`;
const clients = [`${prefix}a`, `${prefix}b`, `${prefix}c`];
const PASSWORD = "start123";

async function post(token: string, path: string, body: Record<string, unknown>) {
  const response = await fetch(`${E2E.upstreamUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...body, token }),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
}

test.beforeAll(async () => {
  const admin = await upstreamToken("admin", "admin1234");
  await post(admin, "/admin/reseller", { login: reseller, password: PASSWORD, superReseller: "manager" });
  await post(admin, "/admin/resellercredits", { name: reseller, credits: 20, transaction: 0 });
  for (const dealer of dealers) await post(admin, "/admin/dealer", { login: dealer, password: PASSWORD, reseller });
  // Two clients of the first dealer, one of the second; the admin's months cost the reseller nothing.
  for (const [i, login] of clients.entries()) {
    await post(admin, "/admin/client", { login, password: "pw1234", stb_mac: uniqueMac(), months: 1, dealer: dealers[i === 2 ? 1 : 0], reseller });
  }
});

test("a reseller bulk-renews three clients of two dealers: total cost first, summary after, badge down by the total", async ({ page }) => {
  await signIn(page, reseller, PASSWORD);
  await expectCredits(page, 20);
  await page.goto(`/resellerclients?q=${prefix}`);
  await expect(page.getByRole("row").filter({ hasText: prefix })).toHaveCount(3);
  await page.getByRole("checkbox", { name: "Select every row on this page" }).check();
  await expect(page.getByText("3 selected")).toBeVisible();

  await page.getByRole("button", { name: "Renew selected" }).click();
  const dialog = page.getByRole("dialog", { name: "Renew 3 clients" });
  await dialog.getByLabel("Months").selectOption("2");
  await expect(dialog.getByRole("status")).toHaveText("3 clients × 2 months: 6 credits in total. Balance after: 14.");
  await dialog.getByRole("button", { name: "Renew all" }).click();

  const summary = page.getByRole("region", { name: "Bulk renew summary" });
  await expect(summary).toContainText("Renewed 3, refused 0");
  await expect(summary).toContainText("6 credits used");
  await expectCredits(page, 14);
  expect(await creditsBadge(page)).toBe(14);
  // 20 or fewer is low: said by an icon as well as the badge's colour.
  await expect(page.getByTestId("credits-low-icon")).toBeVisible();

  // The summary's file comes from the export worker.
  const download = page.waitForEvent("download");
  await summary.getByRole("button", { name: "Export summary CSV" }).click();
  expect((await download).suggestedFilename()).toBe("bulkRenewSummary.csv");
});

test("the dialog refuses what the balance cannot cover", async ({ page }) => {
  await signIn(page, reseller, PASSWORD);
  await page.goto(`/resellerclients?q=${prefix}`);
  await page.getByRole("button", { name: /Select all 3 matching/ }).click();
  await page.getByRole("button", { name: "Renew selected" }).click();
  const dialog = page.getByRole("dialog", { name: "Renew 3 clients" });
  await dialog.getByLabel("Months").selectOption("12");
  await expect(dialog.getByRole("status")).toHaveText(/^Not enough credits: this needs 36 and your balance is [\d,]+\.$/);
  await expect(dialog.getByRole("button", { name: "Renew all" })).toBeDisabled();
});

test.describe("the admin", () => {
  test.use({ storageState: storageStatePath("admin") });

  test("finds the reseller's bulk renewals in the backend's own audit records with their actor and the expiry before and after", async ({ page }) => {
    // Added for one month by the admin in beforeAll, renewed for two by the reseller above.
    const today = utcDay(new Date());
    const before = addMonths(today, 1);
    // The reference upstream's own records, which hold the expiry before and after.
    await page.goto("/audit/backend");
    await page.getByRole("searchbox", { name: "Who" }).fill(reseller);
    await page.getByLabel("Action", { exact: true }).selectOption({ label: "Client renewed" });
    await page.getByLabel("From", { exact: true }).fill(today);
    await page.getByLabel("To", { exact: true }).fill(today);
    await expect(page).toHaveURL(new RegExp(`q=actor%3A${reseller}\\+action%3Aclient.renew\\+from%3A${today}\\+to%3A${today}`));
    const rows = page.getByRole("table", { name: "Audit log" }).locator("tbody tr");
    await expect(rows).toHaveCount(3);
    for (const login of clients) {
      const row = rows.filter({ hasText: login });
      await expect(row).toContainText(reseller);
      await expect(row).toContainText("Reseller");
      await expect(row).toContainText("Client renewed");
      await expect(row).toContainText(`Expiry: ${before} → ${addMonths(before, 2)}`);
    }

    // A date range that ends before today holds none of them.
    await page.getByLabel("From", { exact: true }).fill("2020-01-01");
    await page.getByLabel("To", { exact: true }).fill("2020-01-02");
    await expect(page.getByText("No entries found")).toBeVisible();
  });
});
