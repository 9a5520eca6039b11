// The forms and the keyboard, at 1280 and 390 px: a disabled button says why, account
// forms say "too long" instead of cutting, Update Client shows expiry and status first with Renew
// near the top and a Retrieve that offers only what the backend returns, renew dialogs show the
// expiry change and name their clients, Delete says why before any confirmation, a pasted MAC
// searches that MAC, the phone drawer holds focus, a new page's heading takes it, the focus ring
// shows on filled buttons, the session warning can be dismissed, and the dark app bar is dark.
import { expect, test, type Locator, type Page } from "./support/test";
import { renewedExpiry } from "@/features/clients/model/months";
import { todayIso } from "@/lib/format";
import { storageStatePath } from "./support/accounts";
import { addClient } from "./support/bff";
import { snackbar, uniqueLogin, uniqueMac } from "./support/clients";
import { addDays } from "./support/dates";
import { waitForHydration } from "./support/hydration";
import { addSessionCookie } from "./support/session-cookie";

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

/** A MAC under the business's prefix that no other test or run uses. */
const prefixedMac = () => `00:1A:79:${uniqueMac().slice(-8)}`;

/** A paste as the browser delivers it (the clipboard's text on a paste event), not typed keys. */
async function paste(input: Locator, text: string) {
  await input.focus();
  await input.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData("text/plain", value);
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** The line beside a disabled submit button that says what it waits for. */
const stillNeeded = (page: Page) => page.locator("p").filter({ hasText: /^Still needed:/ });

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test.describe("dealer", () => {
      test.use({ storageState: storageStatePath("dealer") });

      test("Update Client: expiry and status first, Renew near the top, the spec's Months and password panel, and a Retrieve that asks the server's rule", async ({
        page,
      }) => {
        const login = uniqueLogin("dealer");
        // A two-day trial: less than a whole month left, so nothing can be retrieved yet.
        await addClient(page.request, "dealer", { login, mac: prefixedMac() });
        const today = todayIso();
        const expiry = addDays(today, 2);
        await page.goto(`/updateclient?name=${login}`);
        await waitForHydration(page);

        const summary = page.getByRole("region", { name: "Subscription" });
        await expect(summary).toContainText(expiry);
        await expect(summary).toContainText("ACTIVE");
        // The spec's form keeps its Months select at 'Add months', and its password change panel.
        await expect(page.getByLabel("Months", { exact: true })).toHaveValue("0");
        await expect(page.getByLabel("Months", { exact: true }).locator("option:checked")).toHaveText("Add months");
        await expect(page.getByRole("button", { name: "Save Password" })).toBeDisabled();
        // The login name is read-only and looks it: no input box.
        const fixedLogin = page.getByLabel("Login name");
        await expect(fixedLogin).toHaveAttribute("readonly", "");
        await expect(fixedLogin).toHaveCSS("border-top-color", "rgba(0, 0, 0, 0)");

        const renew = page.getByRole("button", { name: "Renew", exact: true });
        const save = page.getByRole("button", { name: "Update Client" });
        const renewTop = (await renew.boundingBox())!.y;
        expect(renewTop).toBeLessThan((await save.boundingBox())!.y);
        expect(renewTop).toBeLessThan((await page.getByLabel("Server").boundingBox())!.y);

        const retrieveCard = page.getByRole("region", { name: "Retrieve Credits" });
        await expect(retrieveCard.getByLabel("Retrieve months")).toBeDisabled();
        await expect(retrieveCard.getByRole("button", { name: "Retrieve Credits" })).toBeDisabled();
        await expect(retrieveCard).toContainText(`${login} has no whole month left to retrieve`);
        await expect(retrieveCard).not.toContainText("This returns");

        const renewCard = page.getByRole("region", { name: "Renew" });
        await renewCard.getByLabel("Renew months").selectOption("1");
        const renewed = renewedExpiry(expiry, 1, today);
        await expect(renewCard.getByText(/^Expiry now:/)).toHaveText(`Expiry now: ${expiry} → after: ${renewed}`);
        await renew.click();
        await expect(snackbar(page)).toHaveText(new RegExp(`Renewed ${login}`));
        await expect(summary).toContainText(renewed);

        // Now one whole month is ahead: offered, previewed, and granted by the server.
        await expect(retrieveCard.getByLabel("Retrieve months")).toBeEnabled();
        await expect(retrieveCard.getByLabel("Retrieve months").locator("option")).toHaveText(["Select months", "1 month"]);
        await retrieveCard.getByLabel("Retrieve months").selectOption("1");
        await expect(retrieveCard.getByText(/^Expiry now:/)).toHaveText(`Expiry now: ${renewed} → after: ${expiry}`);
        await retrieveCard.getByRole("button", { name: "Retrieve Credits" }).click();
        await expect(snackbar(page)).toHaveText(new RegExp(`Retrieved 1 credit from ${login}`));
        await expect(summary).toContainText(expiry);
      });

      test("the list's renew dialogs show the expiry change and name the clients", async ({ page }) => {
        await page.goto("/clients?tab=active");
        await waitForHydration(page);
        const rows = page.getByRole("checkbox", { name: /^Select (?!every)/ });
        const names = await Promise.all([0, 1].map(async (i) => (await rows.nth(i).getAttribute("aria-label"))!.replace(/^Select /, "")));
        // On a phone a row's actions sit in its detail row.
        if (viewport.name === "phone") await page.getByRole("button", { name: `Show details for ${names[0]}` }).click();
        await page.getByRole("button", { name: `Renew ${names[0]}` }).click();
        const single = page.getByRole("dialog", { name: `Renew ${names[0]}` });
        await expect(single.getByText(/^Expiry now: \d{4}-\d\d-\d\d$/)).toBeVisible();
        await single.getByLabel("Months").selectOption("2");
        await expect(single.getByText(/^Expiry now: \d{4}-\d\d-\d\d → after: \d{4}-\d\d-\d\d$/)).toBeVisible();
        await single.getByRole("button", { name: "Close" }).click();

        for (const i of [0, 1]) await rows.nth(i).check();
        await page.getByRole("button", { name: "Renew selected" }).click();
        const bulk = page.getByRole("dialog", { name: "Renew 2 clients" });
        await expect(bulk.locator("p").filter({ hasText: /^Renews:/ })).toHaveText(`Renews: ${names.join(", ")}`);
        await bulk.getByRole("button", { name: "Close" }).click();
      });

      test("Check MAC: a pasted MAC, whole or after the prefix, searches that MAC", async ({ page }) => {
        const used = prefixedMac();
        await addClient(page.request, "dealer", { login: uniqueLogin("dealer"), mac: used });
        await page.goto("/checkmac");
        await waitForHydration(page);
        const input = page.getByLabel("MAC address");
        await paste(input, used.toLowerCase().replaceAll(":", "-"));
        await expect(input).toHaveValue(used);
        await page.getByRole("button", { name: "Search" }).click();
        await expect(page.getByText("Mac address is in use")).toBeVisible();
        await paste(input, used.slice(9));
        await expect(input).toHaveValue(used);
      });

      test("keyboard: the drawer holds focus on a phone, a new page's heading takes it, and a filled button's ring shows", async ({ page }) => {
        await page.goto("/checkmac");
        await waitForHydration(page);
        if (viewport.name === "phone") {
          const menu = page.getByRole("button", { name: "Open menu" });
          await menu.click();
          const drawer = page.locator("#nav-drawer");
          await expect(drawer.getByRole("link").first()).toBeFocused();
          const stops = (await drawer.locator("a[href]").count()) + 2;
          for (let i = 0; i < stops; i++) {
            await page.keyboard.press("Tab");
            expect(await page.evaluate(() => document.activeElement?.closest("#nav-drawer") !== null)).toBe(true);
          }
          await page.keyboard.press("Shift+Tab");
          expect(await page.evaluate(() => document.activeElement?.closest("#nav-drawer") !== null)).toBe(true);
          await page.keyboard.press("Escape");
          await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
          await menu.click();
        }
        await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Transactions" }).click();
        await expect(page.getByRole("heading", { name: "Transactions", level: 2 })).toBeFocused();

        await page.goto("/checkmac");
        await waitForHydration(page);
        const input = page.getByLabel("MAC address");
        await input.focus();
        await page.keyboard.press("End");
        await page.keyboard.type("123456");
        await page.keyboard.press("Tab");
        const search = page.getByRole("button", { name: "Search" });
        await expect(search).toBeFocused();
        await expect(search).toHaveCSS("outline-style", "solid");
        await expect(search).toHaveCSS("outline-width", "3px");
        // The ring is not the button's own colour (which made it faint beside the filled button).
        const [ring, fill] = await search.evaluate((button) => [getComputedStyle(button).outlineColor, getComputedStyle(button).backgroundColor]);
        expect(ring).not.toBe(fill);
      });

      test("dark mode: the app bar is dark, not a bright band", async ({ page }) => {
        await page.emulateMedia({ colorScheme: "dark" });
        await page.goto("/");
        await expect(page.locator("header").first()).toHaveCSS("background-color", "rgb(27, 38, 56)");
      });
    });

    test.describe("reseller", () => {
      test.use({ storageState: storageStatePath("reseller") });

      test("Add Client and Add Dealer say what their grey button waits for; too long is said, not cut; required fields are marked", async ({ page }) => {
        await page.goto("/reselleraddclient");
        await waitForHydration(page);
        await expect(page.getByRole("button", { name: "Add Client" })).toBeDisabled();
        // Nothing visited yet, and the reasons are there already.
        const reasons = stillNeeded(page);
        await expect(reasons).toContainText("Please select a dealer");
        await expect(reasons).toContainText("A MAC address is required unless Ministra is ticked");
        await expect(reasons).toContainText("Login name is required");
        for (const label of ["Dealer", "MAC address", "Login name"]) await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
        await page.getByLabel("Dealer", { exact: true }).selectOption("dealer");
        await expect(reasons).not.toContainText("Please select a dealer");

        await page.goto("/adddealer");
        await waitForHydration(page);
        const add = page.getByRole("button", { name: "Add Dealer" });
        await expect(add).toBeDisabled();
        await expect(stillNeeded(page)).toHaveText("Still needed: Login name is required · Password is required");
        const login = page.getByLabel("Login name");
        await login.fill("a".repeat(16));
        await login.blur();
        await expect(login).toHaveValue("a".repeat(16));
        await expect(page.getByText("Login name is too long")).toBeVisible();
        await page.getByLabel("Password").fill("p".repeat(16));
        await expect(page.getByText("Password is too long")).toBeVisible();
        await expect(add).toBeDisabled();
        await expect(stillNeeded(page)).toHaveText("Still needed: Correct the marked fields above");
      });

      test("Edit Dealer: Change Password is disabled beside its error, and an amount is chosen by typing it", async ({ page }) => {
        await page.goto("/updatedealer?name=dealer");
        await waitForHydration(page);
        const password = page.getByLabel("New password");
        await password.fill("abc");
        await password.blur();
        await expect(page.getByText("Password must be at least 4 characters")).toBeVisible();
        await expect(page.getByRole("button", { name: "Change Password" })).toBeDisabled();

        const amount = page.getByLabel("Credits", { exact: true });
        // The hint's example is an amount the list offers.
        await expect(page.getByText("Type an amount (e.g. 100) to choose it")).toBeVisible();
        await amount.focus();
        await page.keyboard.type("1000");
        await expect(amount).toHaveValue("1000");
        // Digits that make no amount on the list choose nothing and say so.
        await page.keyboard.type("5");
        await expect(amount).toHaveValue("");
        await expect(page.getByText("10005 is not on the list: choose an amount from it")).toBeVisible();
      });

      test("Delete is unavailable on a dealer with clients, saying why before any confirmation", async ({ page }) => {
        await page.goto("/dealers?q=dealer");
        await waitForHydration(page);
        // On a phone a row's actions sit in its detail row.
        if (viewport.name === "phone") await page.getByRole("button", { name: "Show details for dealer", exact: true }).click();
        const remove = page.getByRole("button", { name: "Delete dealer", exact: true });
        await expect(remove).toHaveAttribute("aria-disabled", "true");
        // Still focusable and pressable, so a keyboard or touch user can learn why.
        await remove.focus();
        await page.keyboard.press("Enter");
        await expect(snackbar(page)).toContainText(/dealer still has \d+ clients?: it cannot be deleted/);
        await expect(page.getByRole("dialog", { name: "Delete?" })).toHaveCount(0);
      });
    });

    test.describe("admin", () => {
      test.use({ storageState: storageStatePath("admin") });

      test("Delete MAC: a pasted full MAC searches that MAC, never the prefix twice", async ({ page }) => {
        const login = uniqueLogin("admin");
        const used = prefixedMac();
        await addClient(page.request, "admin", { login, mac: used });
        await page.goto("/deletemac");
        await waitForHydration(page);
        const input = page.getByLabel("MAC address");
        await paste(input, used);
        await expect(input).toHaveValue(used.slice(9));
        await page.getByRole("button", { name: "Search" }).click();
        await expect(page.getByRole("table")).toContainText(login);
        await expect(page.getByText("Mac address is available")).toHaveCount(0);
        // Another prefix cannot be searched in the fixed-prefix field: said, not mangled.
        await paste(input, "AA:BB:CC:11:22:33");
        await expect(page.getByText("Only MACs starting with 00:1A:79 can be searched here")).toBeVisible();
        await expect(input).toHaveValue(used.slice(9));
      });
    });

    test("the session warning can be dismissed and keeps the time in the app bar", async ({ page, context }) => {
      await page.clock.install();
      await addSessionCookie(context, "dealer");
      await page.goto("/");
      await waitForHydration(page);
      await page.clock.fastForward("56:00");
      const warning = page.getByRole("alert").filter({ hasText: /Your session ends in/ });
      await expect(warning).toContainText("cannot be extended");
      await warning.getByRole("button", { name: "Continue working" }).click();
      await expect(warning).toHaveCount(0);
      await expect(page.locator("header").getByRole("timer")).toHaveText(/^[34]:\d\d$/);
    });
  });
}
