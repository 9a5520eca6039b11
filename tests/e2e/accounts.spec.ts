// The account hierarchy through the real screens, on fresh accounts so that no other test moves
// their balances meanwhile: the admin adds a super reseller and gives it credits; the super
// reseller adds a reseller, moves credits both ways, changes its password; the reseller signs in
// with it, adds a dealer, moves credits, reassigns nothing it may not, and deletes it; deleting an
// account that still has clients is refused.
import { expect, test, type Browser, type Page } from "./support/test";
import { storageStatePath } from "./support/accounts";
import { creditsBadge, expectCredits, snackbar, uniqueLogin } from "./support/clients";
import { signIn } from "./support/sign-in";
import { upstreamGet, upstreamToken } from "./support/upstream";

test.describe.configure({ mode: "serial" });

const superReseller = uniqueLogin("manager");
const reseller = uniqueLogin("reseller");
const dealer = uniqueLogin("dealer");
const PASSWORD = "start123";
const NEW_PASSWORD = "changed9";

/** The snackbar's message, without its close button. */
const said = (page: Page) => snackbar(page).locator("span").first();

async function signedIn(browser: Browser, login: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, login, password);
  return page;
}

/** Fills and sends an Add form; the owner select is there only where the role chooses one. */
async function addAccount(page: Page, route: string, noun: string, login: string, owner?: { label: string; name: string }) {
  await page.goto(route);
  const add = page.getByRole("button", { name: `Add ${noun}` });
  await expect(add).toBeDisabled();
  if (owner) await page.getByLabel(owner.label).selectOption(owner.name);
  await page.getByLabel("Login name").fill(login);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByLabel("Description").fill("Added by the end-to-end test");
  await add.click();
  await expect(said(page)).toHaveText(`Added ${login}`);
}

/** Add (0) or Remove (1) credits on an edit screen. */
async function moveCredits(page: Page, transaction: "Add" | "Remove", amount: number) {
  await page.getByLabel("Transaction", { exact: true }).selectOption(transaction);
  await page.getByLabel("Credits", { exact: true }).selectOption(String(amount));
  await page.getByRole("button", { name: "Submit" }).click();
}

/** An account's ledger rows as the upstream has them, newest first. */
async function ledger(login: string, password: string, prefix: string) {
  const token = await upstreamToken(login, password);
  const { body } = await upstreamGet<{ data: { type: string; login: string; credits: number }[] }>("admin", token, `/${prefix}/transactions`);
  return body.data;
}

test.describe("as the admin", () => {
  test.use({ storageState: storageStatePath("admin") });

  test("adds a super reseller and gives it 200 credits", async ({ page }) => {
    await addAccount(page, "/addsuperreseller", "Super Reseller", superReseller);
    await expect(page).toHaveURL(/\/superresellers$/);
    await page.goto(`/updatesuperreseller?name=${superReseller}`);
    await expect(page.getByText(`${superReseller}: 0 credits`)).toBeVisible();
    await moveCredits(page, "Add", 200);
    await expect(said(page)).toHaveText(`Updated ${superReseller}`);
    await expect(page).toHaveURL(/\/superresellers$/);
    await page.getByLabel("Search").fill(superReseller);
    const row = page.getByRole("row").filter({ hasText: superReseller });
    await expect(row).toContainText("200");
  });

  test("refuses to delete a dealer that still has clients, before asking to confirm", async ({ page }) => {
    await page.goto("/managedealers?q=dealer_ny");
    const remove = page.getByRole("button", { name: "Delete dealer_ny" });
    await expect(remove).toHaveAttribute("aria-disabled", "true");
    await remove.focus();
    await page.keyboard.press("Enter");
    await expect(said(page)).toHaveText(/^dealer_ny still has \d+ clients?: it cannot be deleted$/);
    await expect(page.getByRole("dialog", { name: "Delete?" })).toHaveCount(0);
  });
});

test("the super reseller adds a reseller, moves credits both ways and changes its password", async ({ browser }) => {
  const page = await signedIn(browser, superReseller, PASSWORD);
  await expectCredits(page, 200);
  await addAccount(page, "/addreseller", "Reseller", reseller);
  await expect(page).toHaveURL(/\/resellers$/);

  await page.goto(`/updatereseller?name=${reseller}`);
  await page.getByLabel("Transaction", { exact: true }).selectOption("Add");
  await page.getByLabel("Credits", { exact: true }).selectOption("50");
  await expect(page.getByText(`Adds 50 credits to ${reseller}. Your balance after: 150. ${reseller}'s balance after: 50.`)).toBeVisible();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(said(page)).toHaveText(`Updated ${reseller}`);
  await expectCredits(page, 150);

  await page.goto(`/updatereseller?name=${reseller}`);
  await expect(page.getByText(`${reseller}: 50 credits`)).toBeVisible();
  await page.getByLabel("Transaction", { exact: true }).selectOption("Remove");
  await page.getByLabel("Credits", { exact: true }).selectOption("60");
  await expect(page.getByText(`${reseller} has only 50 credits: at most that can be removed.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit" })).toBeDisabled();
  await moveCredits(page, "Remove", 10);
  await expect(said(page)).toHaveText(`Updated ${reseller}`);
  await expectCredits(page, 160);

  // Both ledgers agree: the super reseller's ADD and REMOVE, the reseller's RECEIVED and REMOVED.
  const mine = (await ledger(superReseller, PASSWORD, "superreseller")).filter((row) => row.login === reseller);
  expect(mine.map((row) => [row.type, row.credits])).toEqual([
    ["REMOVE", 10],
    ["ADD", 50],
  ]);

  await page.goto(`/updatereseller?name=${reseller}`);
  await expect(page.getByRole("row").filter({ hasText: "REMOVED" }).first()).toContainText("10");
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByLabel("Re-enter password").fill("different");
  // Disabled while the entries differ, saying why (not enabled beside its own error).
  await expect(page.getByRole("button", { name: "Change Password" })).toBeDisabled();
  await expect(page.getByText("The passwords do not match")).toBeVisible();
  await page.getByLabel("Re-enter password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(said(page)).toHaveText(`Changed password for ${reseller}`);
  await page.context().close();
});

test("the reseller signs in with its new password, adds a dealer, and deleting it brings its credits back", async ({ browser }) => {
  const page = await signedIn(browser, reseller, NEW_PASSWORD);
  await expectCredits(page, 40);
  await addAccount(page, "/adddealer", "Dealer", dealer);
  await expect(page).toHaveURL(/\/dealers$/);

  await page.goto(`/updatedealer?name=${dealer}`);
  await moveCredits(page, "Add", 15);
  await expect(said(page)).toHaveText(`Updated ${dealer}`);
  await expectCredits(page, 25);
  const received = (await ledger(dealer, PASSWORD, "api"))[0];
  expect(received).toMatchObject({ type: "RECEIVED", login: reseller, credits: 15 });

  await page.goto(`/dealers?q=${dealer}`);
  await page.getByRole("button", { name: `Delete ${dealer}` }).click();
  await expect(page.getByText(`Are you sure you want to delete ${dealer}?`)).toBeVisible();
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(said(page)).toHaveText(`Deleted ${dealer}`);
  await expect(page.getByRole("cell", { name: dealer })).toHaveCount(0);
  await expectCredits(page, 40);
  expect(await creditsBadge(page)).toBe(40);
  await page.context().close();
});

test("the super reseller reassigns a dealer to another of its resellers", async ({ browser }) => {
  const page = await signedIn(browser, superReseller, PASSWORD);
  const other = uniqueLogin("reseller");
  const moved = uniqueLogin("dealer");
  await addAccount(page, "/addreseller", "Reseller", other);
  await page.goto("/manageradddealer");
  const add = page.getByRole("button", { name: "Add Dealer" });
  await page.getByLabel("Login name").fill(moved);
  await page.getByLabel("Password").fill(PASSWORD);
  // Disabled until a reseller is chosen, saying so beside the button.
  await expect(add).toBeDisabled();
  await expect(page.getByText("Please select a reseller")).toBeVisible();
  await page.getByLabel("Reseller", { exact: true }).selectOption(reseller);
  await add.click();
  await expect(said(page)).toHaveText(`Added ${moved}`);

  await page.goto(`/managerupdatedealer?name=${moved}`);
  await page.getByLabel("Reseller", { exact: true }).selectOption(other);
  await page.getByRole("button", { name: "Update" }).click();
  await expect(said(page)).toHaveText(`Updated ${moved}`);
  await expect(page).toHaveURL(/\/managerdealers$/);
  await page.getByLabel("Search").fill(moved);
  await expect(page.getByRole("row").filter({ hasText: moved })).toContainText(other);
  await page.context().close();
});
