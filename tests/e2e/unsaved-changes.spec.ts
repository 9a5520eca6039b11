// Unsaved input is never thrown away silently: an in-app link asks first, closing or reloading
// the tab gets the browser's prompt, a successful save leaves without either, and a session that
// ends at the hour keeps the form's input (never its password) for the next sign-in on that page.
import { expect, test, type Dialog, type Page } from "./support/test";
import { SESSION_ENDED_MESSAGE } from "@/lib/session/messages";
import { ACCOUNTS, storageStatePath } from "./support/accounts";
import { snackbar, uniqueLogin } from "./support/clients";
import { waitForHydration } from "./support/hydration";
import { fillLogin, solveCaptcha } from "./support/sign-in";
import { addSessionCookie } from "./support/session-cookie";

const DESCRIPTION = "Kept while the page asks whether to leave";

/** Every dialog the browser raises, accepted unless `answer` says otherwise. */
function recordDialogs(page: Page, answer: (dialog: Dialog) => Promise<void> = (dialog) => dialog.accept()) {
  const seen: string[] = [];
  page.on("dialog", (dialog) => {
    seen.push(dialog.type());
    void answer(dialog);
  });
  return seen;
}

/** Types as a person does: Chromium asks before unloading only a page the user has interacted with. */
async function typeInto(page: Page, label: string, text: string) {
  await waitForHydration(page);
  await page.getByLabel(label, { exact: true }).click();
  await page.getByLabel(label, { exact: true }).fill(text);
}

test.describe("a form with changes", () => {
  test.use({ storageState: storageStatePath("dealer") });

  test("asks before an in-app link leaves it: Stay keeps the input, Leave follows the link", async ({ page }) => {
    await page.goto("/addticket");
    await typeInto(page, "Description", DESCRIPTION);
    const menu = page.getByRole("navigation", { name: "Main" });

    await menu.getByRole("link", { name: "Users" }).click();
    const dialog = page.getByRole("dialog", { name: "Leave this page?" });
    await expect(dialog).toContainText("Your changes will be lost.");
    await expect(dialog.getByRole("button", { name: "Stay" })).toBeFocused();
    await dialog.getByRole("button", { name: "Stay" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/addticket$/);
    await expect(page.getByLabel("Description")).toHaveValue(DESCRIPTION);

    // Escape stays too, like Stay.
    await menu.getByRole("link", { name: "Users" }).click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/addticket$/);

    await menu.getByRole("link", { name: "Users" }).click();
    await dialog.getByRole("button", { name: "Leave" }).click();
    await expect(page).toHaveURL(/\/clients$/);
    await expect(page.getByRole("heading", { level: 2, name: "Manage Clients" })).toBeVisible();
  });

  test("leaves without asking once the input is back to what it was", async ({ page }) => {
    await page.goto("/addticket");
    await typeInto(page, "Description", DESCRIPTION);
    await page.getByLabel("Description").fill("");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Users" }).click();
    await expect(page).toHaveURL(/\/clients$/);
    await expect(page.getByRole("dialog", { name: "Leave this page?" })).toHaveCount(0);
  });

  test("gets the browser's prompt on a reload; dismissing it keeps the page and its input", async ({ page }) => {
    await page.goto("/addticket");
    await typeInto(page, "Description", DESCRIPTION);
    const prompted = page.waitForEvent("dialog");
    // Not page.reload(): that would wait for a load the dismissed prompt cancels.
    await page.evaluate(() => setTimeout(() => window.location.reload(), 0));
    const dialog = await prompted;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.dismiss();
    await expect(page.getByLabel("Description")).toHaveValue(DESCRIPTION);
    await expect(page).toHaveURL(/\/addticket$/);
  });

  test("gets no prompt when nothing was changed", async ({ page }) => {
    const dialogs = recordDialogs(page);
    await page.goto("/addticket");
    await page.getByLabel("Description").click();
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: "Create Ticket" })).toBeVisible();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Users" }).click();
    await expect(page).toHaveURL(/\/clients$/);
    expect(dialogs).toEqual([]);
  });
});

test("a successful save goes to the list without a prompt, and the list reloads without one", async ({ browser }) => {
  // The reseller adds a dealer of its own: a save that moves no credits that other tests count.
  const context = await browser.newContext({ storageState: storageStatePath("reseller") });
  const page = await context.newPage();
  const dialogs = recordDialogs(page);
  const login = uniqueLogin("dealer");
  await page.goto("/adddealer");
  await typeInto(page, "Login name", login);
  await typeInto(page, "Password", "start123");
  await typeInto(page, "Description", "Added by the unsaved-changes test");
  await page.getByRole("button", { name: "Add Dealer" }).click();
  await expect(snackbar(page)).toContainText(`Added ${login}`);
  await expect(page).toHaveURL(/\/dealers$/);
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Manage Dealers" })).toBeVisible();
  expect(dialogs).toEqual([]);
  await expect(page.getByRole("dialog", { name: "Leave this page?" })).toHaveCount(0);
  await context.close();
});

test("at the hour a dirty form's input, but not its password, comes back after signing in again", async ({ page, context }) => {
  // A session of its own: leaving at the hour revokes the token, which the saved sign-ins must keep.
  await page.clock.install();
  await addSessionCookie(context, "dealer");
  const dialogs = recordDialogs(page);
  const login = uniqueLogin("dealer");
  await page.goto("/addclient");
  await typeInto(page, "Login name", login);
  await typeInto(page, "Password", "secret99");
  await typeInto(page, "Description", DESCRIPTION);
  await page.getByLabel("Months").selectOption("6");

  // The browser's clock, not the server's, reaches the hour: the tab leaves by itself.
  await page.clock.fastForward("55:00");
  await expect(page.getByRole("alert").filter({ hasText: /Your session ends in [45]:\d\d\./ })).toBeVisible();
  await page.clock.fastForward("05:10");
  await page.waitForURL((url) => url.pathname === "/login");
  await expect(page.getByText(SESSION_ENDED_MESSAGE)).toBeVisible();
  // It left without the browser asking: the input was kept instead.
  expect(dialogs).toEqual([]);
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  expect(stored).toContain(DESCRIPTION);
  expect(stored).not.toContain("secret99");

  // Signing in again (the browser's clock back to the real time, as the captcha expects).
  await page.clock.setSystemTime(Date.now());
  await fillLogin(page, ACCOUNTS.dealer.login, ACCOUNTS.dealer.password);
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/addclient");
  await expect(page.getByText("Your unsaved changes were restored.")).toBeVisible();
  await expect(page.getByLabel("Login name")).toHaveValue(login);
  await expect(page.getByLabel("Description")).toHaveValue(DESCRIPTION);
  await expect(page.getByLabel("Months")).toHaveValue("6");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  // Restored input is unsaved input again: leaving asks.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Users" }).click();
  await expect(page.getByRole("dialog", { name: "Leave this page?" })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("panel:unsaved"))).toBeNull();
});
