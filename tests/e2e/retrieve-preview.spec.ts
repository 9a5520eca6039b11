// The Retrieve preview tells the truth before the press: a reseller cannot take back the months
// its dealer paid for (the reference upstream refuses them), so the card says so instead of
// "This returns N credits"; the months it renewed itself are offered, and granted.
import { expect, test } from "./support/test";
import { storageStatePath } from "./support/accounts";
import { addClient, panelPost } from "./support/bff";
import { snackbar, uniqueLogin, uniqueMac } from "./support/clients";
import { waitForHydration } from "./support/hydration";

test.use({ storageState: storageStatePath("reseller") });

test("reseller: the dealer's paid months are refused before the press; its own are offered and returned", async ({ browser, page }) => {
  const login = uniqueLogin("reseller");
  const dealer = await browser.newContext({ storageState: storageStatePath("dealer") });
  await addClient(dealer.request, "dealer", { login, mac: `00:1A:79:${uniqueMac().slice(-8)}` });
  expect(await panelPost(dealer.request, `/api/clients/${login}/renew`, { months: 2 })).toMatchObject({ status: 200 });
  await dealer.close();

  await page.goto(`/resellerupdateclient?name=${login}`);
  await waitForHydration(page);
  const retrieveCard = page.getByRole("region", { name: "Retrieve Credits" });
  await expect(retrieveCard).toContainText(`You have no paid months left to retrieve from ${login}`);
  await expect(retrieveCard.getByLabel("Retrieve months")).toBeDisabled();
  await expect(retrieveCard.getByRole("button", { name: "Retrieve Credits" })).toBeDisabled();
  await expect(retrieveCard).not.toContainText("This returns");

  const renewCard = page.getByRole("region", { name: "Renew" });
  await renewCard.getByLabel("Renew months").selectOption("1");
  await renewCard.getByRole("button", { name: "Renew", exact: true }).click();
  await expect(snackbar(page)).toHaveText(new RegExp(`Renewed ${login}`));

  const months = retrieveCard.getByLabel("Retrieve months");
  await expect(months.locator("option")).toHaveText(["Select months", "1 month"]);
  await expect(retrieveCard).toContainText("Only the months you paid for come back to you: 1 month here.");
  await months.selectOption("1");
  await expect(retrieveCard).toContainText("This returns 1 credit.");
  await retrieveCard.getByRole("button", { name: "Retrieve Credits" }).click();
  await expect(snackbar(page)).toHaveText(new RegExp(`Retrieved 1 credit from ${login}`));
  await expect(retrieveCard).toContainText(`You have no paid months left to retrieve from ${login}`);
});
