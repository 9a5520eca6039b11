// Second-factor sign-in in Chromium, on fresh dealers of the demo reseller so that no
// other spec's accounts change: an authenticator app set up from the key the page shows (the code
// computed here with otplib), then a sign-in that refuses the code already used and takes the
// next; a passkey made and used with Chromium's virtual authenticator (CDP WebAuthn) on
// http://localhost, the secure context a relying party needs (an IP address is no RP ID); a
// passkey added to an account with an app only after a current code; and the
// admin requiring a second factor of dealers: one without sets it up before any other screen.
import { readFile } from "node:fs/promises";
import { expect, test, type Browser, type Page } from "./support/test";
import { generate } from "otplib";
import { storageStatePath } from "./support/accounts";
import { PANEL_HEADERS } from "./support/bff";
import { uniqueLogin } from "./support/clients";
import { E2E } from "./support/env";
import { fillLogin, signIn, solveCaptcha } from "./support/sign-in";

test.describe.configure({ mode: "serial" });

const PASSWORD = "twofa123";
const NO_RULE = { admin: false, manager: false, reseller: false, dealer: false };

/** A new dealer of the demo reseller, added through the BFF as the reseller's Add Dealer form does. */
async function freshDealer(browser: Browser): Promise<string> {
  const login = uniqueLogin("dealer");
  const context = await browser.newContext({ storageState: storageStatePath("reseller") });
  const response = await context.request.post("/api/accounts/dealers", {
    data: { login, password: PASSWORD, description: "Two-factor test" },
    headers: PANEL_HEADERS,
  });
  expect(response.status(), await response.text()).toBe(200);
  await context.close();
  return login;
}

async function setRule(browser: Browser, rule: typeof NO_RULE) {
  const context = await browser.newContext({ storageState: storageStatePath("admin") });
  const response = await context.request.put("/api/security/policy", { data: rule, headers: PANEL_HEADERS });
  expect(response.status()).toBe(200);
  await context.close();
}

/**
 * Signs out as a user does, from the menu: a page.goto("/logout") could race the credits' refresh
 * the click on the page started, whose 401 would then read as an ended session and send the next
 * sign-in back to this page.
 */
async function signOut(page: Page, login: string) {
  await page.getByRole("link", { name: new RegExp(`Logout\\s*${login}`) }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The password step, up to the second factor's screen. */
async function passwordStep(page: Page, login: string) {
  await page.goto("/login");
  await fillLogin(page, login, PASSWORD);
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/**
 * Sets up the authenticator app on the screen shown, in its three numbered steps; returns its
 * secret, read from the page, and the code used. `copyKey`: the key's Copy button puts it on the
 * clipboard (a context that may read it).
 */
async function setUpApp(page: Page, { copyKey = false } = {}): Promise<{ secret: string; code: string }> {
  await page.getByRole("button", { name: "Set up authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expect(page.getByRole("list").filter({ hasText: "Open an authenticator app" }).locator(":scope > li")).toHaveCount(3);
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  if (copyKey) {
    await page.getByRole("button", { name: "Copy key" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  }
  const code = await generate({ secret });
  await page.getByLabel("Code from the app").fill(code);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  return { secret, code };
}

/** The recovery codes shown after a set-up: copied, saved as recovery-codes.txt, and printed alone. */
async function keepRecoveryCodes(page: Page) {
  const list = page.getByRole("list", { name: "Recovery codes" });
  const codes = (await list.getByRole("listitem").allTextContents()).map((code) => code.trim());
  await page.getByRole("button", { name: "Copy codes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join("\n"));

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download (.txt)" }).click()]);
  expect(download.suggestedFilename()).toBe("recovery-codes.txt");
  const file = await readFile(await download.path(), "utf8");
  expect(file).toContain("recovery codes");
  for (const code of codes) expect(file).toContain(code);

  // Printed, the page shows the codes alone: not the factors, not the buttons.
  await page.emulateMedia({ media: "print" });
  await expect(list).toBeVisible();
  await expect(page.getByRole("list", { name: "Your second factors" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });
}

test("an authenticator app: set up on Security, then the sign-in asks for a fresh code", async ({ browser }) => {
  const dealer = await freshDealer(browser);
  const page = await (await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] })).newPage();
  await signIn(page, dealer, PASSWORD);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Security" }).click();
  await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();
  const { secret, code } = await setUpApp(page, { copyKey: true });
  await expect(page.getByRole("list", { name: "Your second factors" })).toContainText("Authenticator app");
  await keepRecoveryCodes(page);

  await signOut(page, dealer);
  await passwordStep(page, dealer);
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  // The password alone opened nothing.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("panel-session");
  // The code that confirmed the app belongs to a time step already used: refused.
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That code is not right, or it was used already")).toBeVisible();
  // The next step's code (a phone a little ahead is accepted) signs in.
  await page.getByLabel("Authentication code").fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("heading", { name: "Dealer Panel" })).toBeVisible();
  await page.context().close();
});

test("a passkey: made on Security with the virtual authenticator, then used to sign in", async ({ browser }) => {
  const dealer = await freshDealer(browser);
  // http://localhost: a name, not an address, and a secure context for WebAuthn.
  const context = await browser.newContext({ baseURL: `http://localhost:${E2E.port}` });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await signIn(page, dealer, PASSWORD);
  await page.goto("/security");
  await page.getByLabel("Passkey name (optional)").fill("Test laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await expect(page.getByRole("list", { name: "Your second factors" })).toContainText("Passkey: Test laptop");
  expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials).toHaveLength(1);

  await signOut(page, dealer);
  await passwordStep(page, dealer);
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("heading", { name: "Dealer Panel" })).toBeVisible();
  const [credential] = (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
  expect(credential.signCount).toBeGreaterThan(0);
  await context.close();
});

test("with an app set up, a passkey is added only after a current code", async ({ browser }) => {
  const dealer = await freshDealer(browser);
  const context = await browser.newContext({ baseURL: `http://localhost:${E2E.port}` });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await signIn(page, dealer, PASSWORD);
  await page.goto("/security");
  await setUpApp(page);
  const recoveryCode = (await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").first().textContent())!.trim();

  await page.getByRole("button", { name: "Add a passkey" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a passkey?" });
  await dialog.getByLabel("Current code").fill("aaaaa-bbbbb");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("That code is not right, or it was used already")).toBeVisible();
  expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials).toHaveLength(0);

  await page.getByRole("button", { name: "Add a passkey" }).click();
  await dialog.getByLabel("Current code").fill(recoveryCode);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("list", { name: "Your second factors" })).toContainText("Passkey: Passkey");
  expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials).toHaveLength(1);
  await context.close();
});

// @alone: while the rule holds, every dealer's sign-in on the shared panel asks for a second
// factor, so this runs after every other test of it (the "alone" project in playwright.config.ts).
test("the admin requires a second factor of dealers: one without sets it up right after the password", { tag: "@alone" }, async ({ browser }) => {
  const dealer = await freshDealer(browser);
  const admin = await (await browser.newContext({ storageState: storageStatePath("admin") })).newPage();
  const page = await (await browser.newContext()).newPage();
  try {
    // The dealer's form is ready first, so the rule holds only for the seconds this test needs.
    await page.goto("/login");
    await fillLogin(page, dealer, PASSWORD);
    await solveCaptcha(page);

    await admin.goto("/security");
    await admin.getByRole("checkbox", { name: "Dealer" }).check();
    await admin.getByRole("button", { name: "Save" }).click();
    await expect(admin.getByText("Saved the two-factor rule")).toBeVisible();

    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Set up two-factor sign-in" })).toBeVisible();
    await setRule(browser, NO_RULE);

    // No session yet: every other screen sends the dealer back to sign in.
    const other = await page.context().newPage();
    await other.goto("/transactions");
    await expect(other).toHaveURL(/\/login$/);
    await other.close();

    await setUpApp(page);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByRole("heading", { name: "Dealer Panel" })).toBeVisible();
  } finally {
    await setRule(browser, NO_RULE);
    await admin.context().close();
    await page.context().close();
  }
});
