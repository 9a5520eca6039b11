// A client's life, per role, through the real screens: add (MAC, Ministra, custom packages),
// update, renew, retrieve, reset. Credits are checked in the top bar after each charge, against
// the upstream's ledger (a test on the other worker may spend from the same demo account).
import { expect, test } from "./support/test";
import { ROLES } from "@/lib/roles";
import { formatCount } from "@/lib/format";
import { clientRoutes, clientUpdateHref } from "./support/screens";
import { storageStatePath } from "./support/accounts";
import { chooseOwners, chooseRenewMonths, creditsBadge, expectBalanceAfter, snackbar, uniqueLogin, uniqueMac } from "./support/clients";

for (const role of ROLES) {
  test.describe(`${role} clients`, () => {
    test.describe.configure({ mode: "serial" });
    test.use({ storageState: storageStatePath(role) });
    const routes = clientRoutes(role);
    const charged = role !== "admin";
    const login = uniqueLogin(role);

    test("adds a client with a MAC address, paying one credit per month", async ({ page }) => {
      await page.goto(routes.add);
      await expect(page.getByRole("heading", { name: "Add Client" })).toBeVisible();
      const submit = page.getByRole("button", { name: "Add Client" });
      await expect(submit).toBeDisabled();

      await chooseOwners(page, role);
      await page.getByLabel("MAC address").fill(uniqueMac());
      await page.getByLabel("Login name").fill(login);
      await page.getByLabel("Password", { exact: true }).fill("secret1");
      await page.getByLabel("Description").fill("Added by the end-to-end test");
      await page.getByLabel("Phone").fill("5551234567");
      await expect(page.getByLabel("Phone")).toHaveValue("(555) 123-4567");
      await page.getByLabel("Months").selectOption("2");
      // The cost, and the balance after it against the top bar's at the same moment: both show the
      // one balance the page holds, which a spend on the other worker may move meanwhile.
      if (charged) {
        await expect
          .poll(async () => page.getByText(`This will use 2 credits. Balance after: ${formatCount((await creditsBadge(page)) - 2)}.`).isVisible())
          .toBe(true);
      }
      await submit.click();

      await expect(snackbar(page)).toHaveText(new RegExp(`Added ${login}`));
      await expect(page).toHaveURL(new RegExp(`${routes.list}$`));
      if (charged) await expectBalanceAfter(page, role, { type: "NEW CLIENT", login, credits: 2 });
    });

    test("adds a Ministra trial: no MAC, no charge", async ({ page }) => {
      await page.goto(routes.add);
      await chooseOwners(page, role);
      await page.getByLabel("Ministra").check();
      await expect(page.getByLabel("MAC address")).toBeHidden();
      const ministraLogin = uniqueLogin(role);
      await page.getByLabel("Login name").fill(ministraLogin);
      await page.getByLabel("Password", { exact: true }).fill("secret1");
      await page.getByLabel("Months").selectOption("0");
      await expect(page.getByText("A trial is free: 2 days, no credits used.")).toBeVisible();
      await page.getByRole("button", { name: "Add Client" }).click();
      await expect(snackbar(page)).toHaveText(new RegExp(`Added ${ministraLogin}`));
      if (charged) await expectBalanceAfter(page, role, { type: "NEW CLIENT", login: ministraLogin, credits: 0 });
    });

    test("adds a client with a custom package selection", async ({ page }) => {
      await page.goto(routes.add);
      await chooseOwners(page, role);
      await page.getByLabel("MAC address").fill(uniqueMac());
      const customLogin = uniqueLogin(role);
      await page.getByLabel("Login name").fill(customLogin);
      await page.getByLabel("Password", { exact: true }).fill("secret1");
      await page.getByLabel("Months").selectOption("1");
      await page.getByLabel("Package selection").selectOption("3");
      const live = page.getByRole("group", { name: /Live Packages/ });
      await expect(live).toBeVisible();
      await expect(page.getByRole("group", { name: /VOD Packages/ })).toBeVisible();
      const submit = page.getByRole("button", { name: "Add Client" });
      await expect(page.getByText("Please select at least ONE package or select a pre-defined package from the package selection.")).toBeVisible();
      await expect(submit).toBeDisabled();
      await live.getByRole("checkbox").first().check();
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(snackbar(page)).toHaveText(new RegExp(`Added ${customLogin}`));
    });

    // One page of the client's, three steps: the update read back, then a renew and a retrieve, then
    // the device reset, each on the page the step before left open (no new load between them).
    test("updates the client found through the list's search, renews and retrieves it, and resets its device", async ({ page }) => {
      await test.step("updates the client found through the list's search", async () => {
        await page.goto(`${routes.list}?q=${login}`);
        await page.getByRole("link", { name: login, exact: true }).click();
        await expect(page).toHaveURL(clientUpdateHref(role, login));
        await expect(page.getByRole("heading", { name: "Update Client" })).toBeVisible();
        await page.getByLabel("Description").fill("Changed by the end-to-end test");
        await page.getByRole("button", { name: "Update Client" }).click();
        await expect(snackbar(page)).toHaveText(new RegExp(`Updated ${login}`));
        await expect(page).toHaveURL(new RegExp(`${routes.list}$`));
        await page.goto(clientUpdateHref(role, login));
        await expect(page.getByLabel("Description")).toHaveValue("Changed by the end-to-end test");
        // The journal kept what the update changed against the record as this screen had read it, and nothing else.
        const recent = page.getByRole("region", { name: "Recent changes" });
        await expect(recent).toContainText("Description: Added by the end-to-end test → Changed by the end-to-end test");
        await expect(recent).not.toContainText("Phone:");
        await expect(recent).not.toContainText("Password:");
      });
      await test.step("renews and retrieves, moving the credits by the months", async () => {
        await expect(page.getByRole("button", { name: "Renew", exact: true })).toBeDisabled();
        const renew = await chooseRenewMonths(page, "3");
        await renew.click();
        await expect(snackbar(page)).toHaveText(new RegExp(`Renewed ${login}`));
        if (charged) await expectBalanceAfter(page, role, { type: "RENEW", login, credits: 3 });
        await expect(page.getByRole("region", { name: "Transactions" }).getByText("RENEW").first()).toBeVisible();

        const retrieve = page.getByRole("button", { name: "Retrieve Credits" });
        await expect(retrieve).toBeDisabled();
        await page.getByLabel("Retrieve months").selectOption("2");
        await retrieve.click();
        await expect(snackbar(page)).toHaveText(new RegExp(`Retrieved 2 credits from ${login}`));
        if (charged) await expectBalanceAfter(page, role, { type: "RETRIEVED", login, credits: 2 });
        await expect(page.getByRole("region", { name: "Transactions" }).getByText("RETRIEVED").first()).toBeVisible();
      });
      await test.step("resets the device once, and shows the upstream's text on a second reset", async () => {
        // The retrieve's message closed first (it hides itself after a few seconds: closed in the
        // page, so that a click cannot race that), so that the dialog's Close is seen to show none.
        await page.evaluate(() => document.querySelector<HTMLButtonElement>('[data-testid="snackbar"] button')?.click());
        await expect(snackbar(page)).toHaveCount(0);
        const device = page.getByRole("region", { name: "Device Information" });
        await expect(device).toBeVisible();
        await device.getByRole("button", { name: "CLICK HERE TO RESET CLIENT" }).click();
        // Irreversible, and it locks the next reset: asked first; Close changes nothing.
        const confirm = page.getByRole("dialog", { name: `Reset ${login}?` });
        await expect(confirm).toContainText("only after 10 minutes");
        await confirm.getByRole("button", { name: "Close" }).click();
        await expect(snackbar(page)).toHaveCount(0);
        await device.getByRole("button", { name: "CLICK HERE TO RESET CLIENT" }).click();
        await confirm.getByRole("button", { name: "Yes" }).click();
        await expect(snackbar(page)).toHaveText(new RegExp(`Reset ${login}`));
        await page.getByRole("button", { name: "Close message" }).click();
        await device.getByRole("button", { name: "CLICK HERE TO RESET CLIENT" }).click();
        await confirm.getByRole("button", { name: "Yes" }).click();
        await expect(snackbar(page)).toHaveText(/less than 10 minutes ago/);
        await expect(snackbar(page)).toHaveAttribute("data-kind", "error");
      });
    });
  });
}

test.describe("the dealer's list", () => {
  test.use({ storageState: storageStatePath("dealer") });
  test("renews a client from its row, paying the months", async ({ page }) => {
    await page.goto(`${clientRoutes("dealer").list}?tab=active`);
    const name = (await page.getByRole("table", { name: "Clients" }).locator("tbody tr").first().getByRole("link").first().textContent())!;
    await page.getByRole("button", { name: `Renew ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Renew ${name}` });
    const renew = dialog.getByRole("button", { name: "Renew" });
    await expect(renew).toBeDisabled();
    await dialog.getByLabel("Months").selectOption("2");
    // The cost and the balance after, before the button is pressed (another worker may spend meanwhile).
    await expect(dialog.getByText(/^This will use 2 credits\. Balance after: [\d,]+\.$/)).toBeVisible();
    await renew.click();
    await expect(snackbar(page)).toHaveText(new RegExp(`Renewed ${name}`));
    await expectBalanceAfter(page, "dealer", { type: "RENEW", login: name, credits: 2 });
  });
});
