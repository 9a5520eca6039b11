// Signs in once per role through the real form and ALTCHA captcha, and saves each session for
// the other tests (Playwright's "setup project").
import { mkdirSync } from "node:fs";
import { expect, test as setup } from "@playwright/test";
import { ROLES } from "@/lib/roles";
import { ACCOUNTS, storageStatePath } from "./support/accounts";
import { signIn } from "./support/sign-in";

mkdirSync("playwright/.auth", { recursive: true });

for (const role of ROLES) {
  setup(`sign in as ${role} through the captcha`, async ({ page }) => {
    const account = ACCOUNTS[role];
    await signIn(page, account.login, account.password);
    await expect(page.getByRole("heading", { name: account.title })).toBeVisible();
    await page.context().storageState({ path: storageStatePath(role) });
  });
}
