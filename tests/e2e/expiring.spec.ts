// The expiry worklist: the dealer finds the demo client that always expires in three days (the
// seed times "annakowalski" so, whatever today is: a client's expiry can only be set in whole
// months through the API, and e2e has no database access) and renews it from the row.
import { expect, test } from "./support/test";
import { storageStatePath } from "./support/accounts";
import { snackbar } from "./support/clients";

test.use({ storageState: storageStatePath("dealer") });

test("the dashboard card links to the worklist", async ({ page }) => {
  await page.goto("/");
  const card = page.getByRole("region", { name: "Expiring soon" });
  await expect(card.getByTestId("expiring-week")).toHaveText(/^\d+$/);
  await card.getByRole("link", { name: "Expiring soon" }).click();
  await expect(page).toHaveURL(/\/expiring$/);
  await expect(page.getByRole("heading", { name: "Expiring", level: 2 })).toBeVisible();
});

test("a dealer finds a client expiring in three days and renews it", async ({ page }) => {
  await page.goto("/expiring?q=annakowalski");
  const row = page.getByRole("row").filter({ hasText: "annakowalski" });
  await expect(row).toContainText("3 days");
  await expect(page.getByRole("tab", { name: /NEXT 7 DAYS/ })).toContainText("1");

  await row.getByRole("button", { name: "Renew annakowalski" }).click();
  const dialog = page.getByRole("dialog", { name: "Renew annakowalski" });
  await dialog.getByLabel("Months").selectOption("1");
  await expect(dialog.getByRole("status").filter({ hasText: /^This will use/ })).toHaveText(/This will use 1 credit\. Balance after: [\d,]+\./);
  await dialog.getByRole("button", { name: "Renew" }).click();
  await expect(snackbar(page)).toContainText("Renewed annakowalski");
  // A month further out, it has left the worklist.
  await expect(page.getByText("Nothing expires soon")).toBeVisible();
});
