import { expect, test } from "./support/test";
import { storageStatePath } from "./support/accounts";
import { fillLogin, solveCaptcha } from "./support/sign-in";

test.describe("sign-in", () => {
  test("Sign In is usable only when both fields are filled", async ({ page }) => {
    await page.goto("/login");
    const button = page.getByRole("button", { name: "Sign In" });
    await expect(button).toBeDisabled();
    await page.getByLabel("Login name").fill("dealer");
    await expect(button).toBeDisabled();
    await page.getByLabel("Password").fill("x");
    await expect(button).toBeEnabled();
    await page.getByLabel("Login name").fill("");
    await expect(button).toBeDisabled();
  });

  test("loads the captcha widget only on interaction; a tick on its stand-in verifies at once", async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (r) => {
      if (r.request().resourceType() === "script") scripts.push(r.text().catch(() => ""));
    });
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Sign In" })).toBeDisabled();
    // A message of the widget's own code, found in no other script.
    const widgetLoaded = async () => (await Promise.all(scripts)).some((code) => code.includes("Secure context (HTTPS) required"));
    expect(await widgetLoaded()).toBe(false);
    // The browser's autofocus of the login name, as it may come after hydration on a busy machine
    // (once in CI): no sign of a person either.
    const twoFrames = () => page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))));
    await page.waitForFunction(() => Object.keys(document.querySelector("[autofocus]") ?? {}).some((key) => key.startsWith("__reactFiber")));
    // React's effects (the listeners that arm the widget) run after the first paint.
    await twoFrames();
    await page.evaluate(() => {
      const field = document.querySelector<HTMLElement>("[autofocus]")!;
      field.blur();
      field.focus();
    });
    await twoFrames();
    await expect(page.locator("altcha-widget")).toHaveCount(0);
    expect(await widgetLoaded()).toBe(false);
    await page.getByText("I'm not a robot").click();
    await expect(page.getByRole("checkbox", { name: "Verified" })).toBeChecked({ timeout: 30_000 });
  });

  test("asks for the captcha before sending anything", async ({ page }) => {
    await page.goto("/login");
    await fillLogin(page, "dealer", "dealer1234");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByTestId("snackbar")).toHaveText(/complete the human verification/);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a refused sign-in shows the upstream's message in an error snackbar", async ({ page }) => {
    await page.goto("/login");
    await fillLogin(page, "dealer", "wrong-password");
    await solveCaptcha(page);
    await page.getByRole("button", { name: "Sign In" }).click();
    const snackbar = page.getByTestId("snackbar");
    await expect(snackbar).toHaveText(/Invalid login name or password/);
    await expect(snackbar).toHaveAttribute("data-kind", "error");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("repeated failures for one login name are slowed down with a clear message", async ({ page }) => {
    await page.goto("/login");
    const login = `nobody-${Date.now()}`;
    await fillLogin(page, login, "wrong");
    const answers: string[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      await solveCaptcha(page);
      await page.getByRole("button", { name: "Sign In" }).click();
      const snackbar = page.getByTestId("snackbar");
      await expect(snackbar).toHaveText(/Invalid login name or password|Too many failed sign-in attempts/);
      answers.push((await snackbar.textContent()) ?? "");
      await page.getByRole("button", { name: "Close message" }).click();
    }
    // Two failures are free; from the third on, each try must wait a little longer (1, 2, 4 … s).
    expect(answers.slice(0, 3).every((a) => /Invalid login name or password/.test(a))).toBe(true);
    expect(answers.some((a) => /Too many failed sign-in attempts\. Try again in \d+ seconds?\./.test(a))).toBe(true);
  });

  test.describe("when already signed in", () => {
    test.use({ storageState: storageStatePath("dealer") });
    test("opening /login goes to /", async ({ page }) => {
      await page.goto("/login");
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { name: "Dealer Panel" })).toBeVisible();
    });
  });
});
