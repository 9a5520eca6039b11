import { expect, type Page } from "@playwright/test";

/**
 * Completes the ALTCHA widget as a person would: click "I'm not a robot" and wait for the
 * proof of work. (The widget's tick graphic covers the checkbox, so the label is clicked.)
 */
export async function solveCaptcha(page: Page) {
  await page.getByText("I'm not a robot").click();
  await expect(page.getByRole("checkbox", { name: "Verified" })).toBeChecked({ timeout: 30_000 });
}

export async function fillLogin(page: Page, login: string, password: string) {
  await page.getByLabel("Login name").fill(login);
  await page.getByLabel("Password").fill(password);
}

/** Signs in through the real form and captcha, and waits for the dashboard. */
export async function signIn(page: Page, login: string, password: string) {
  await page.goto("/login");
  await fillLogin(page, login, password);
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}
