// The audit log: the admin renews a client, then finds the write in the panel's journal on
// /audit, and the reference upstream's own entry, with the expiry before and after, under
// "The backend's own audit records".
import { expect, test } from "./support/test";
import { storageStatePath } from "./support/accounts";
import { addClient } from "./support/bff";
import { chooseRenewMonths, snackbar, uniqueLogin, uniqueMac } from "./support/clients";
import { addDays, addMonths, utcDay } from "./support/dates";
import { clientUpdateHref } from "./support/screens";

test.describe("admin", () => {
  test.use({ storageState: storageStatePath("admin") });

  test("renews a client, finds the write in the journal on /audit and the backend's own entry with the expiry before and after", async ({ page }) => {
    const login = uniqueLogin("admin");
    await addClient(page.request, "admin", { login, mac: uniqueMac() });
    const trialEnds = addDays(utcDay(new Date()), 2);

    // The admin renews on the client's update screen (the row's Renew is the dealer's).
    await page.goto(clientUpdateHref("admin", login));
    await (await chooseRenewMonths(page, "1")).click();
    await expect(snackbar(page)).toHaveText(new RegExp(`Renewed ${login}`));

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Audit Log" }).click();
    await expect(page.getByRole("heading", { name: "Audit Log" })).toBeVisible();
    const journal = page.getByRole("table", { name: "Journal of writes" });
    for (const column of ["When", "Who", "How", "Operation", "Target", "Credits", "Outcome", "Details"]) {
      await expect(journal.getByRole("columnheader", { name: column })).toBeVisible();
    }
    await page.getByLabel("Operation", { exact: true }).selectOption({ label: "Client renewed" });
    await page.getByRole("searchbox", { name: "Search" }).fill(login);
    await expect(page).toHaveURL(new RegExp(`q=operation%3Aclients.renew\\+${login}`));
    const write = journal.locator("tbody tr", { hasText: login }).first();
    await expect(write).toContainText("admin");
    await expect(write).toContainText("Browser");
    await expect(write).toContainText("Client renewed");
    await expect(write).toContainText("Done");

    await page.getByRole("link", { name: "The backend's own audit records" }).click();
    await expect(page.getByRole("heading", { name: "Backend Audit Records" })).toBeVisible();
    const table = page.getByRole("table", { name: "Audit log" });
    for (const column of ["When", "Who", "Role", "Action", "Target", "Changes"]) {
      await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
    }
    await page.getByLabel("Action", { exact: true }).selectOption({ label: "Client renewed" });
    await page.getByRole("searchbox", { name: "Search" }).fill(login);
    await expect(page).toHaveURL(new RegExp(`q=action%3Aclient.renew\\+${login}`));
    const row = table.locator("tbody tr", { hasText: login }).first();
    await expect(row).toContainText("admin");
    await expect(row).toContainText("Client renewed");
    await expect(row).toContainText(`Expiry: ${trialEnds} → ${addMonths(trialEnds, 1)}`);
    await expect(row).toContainText("Trial: yes → no");
    await expect(row.getByText(/^\d{4}-\d{2}-\d{2} (0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/)).toBeVisible();
  });
});
