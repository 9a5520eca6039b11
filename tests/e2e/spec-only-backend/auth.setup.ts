// Signs in once per role on the panel that runs against the spec-only upstream, through the
// real form and captcha, and saves each session for the spec-only-backend tests.
import { mkdirSync } from "node:fs";
import { expect, test as setup } from "@playwright/test";
import { ROLES } from "@/lib/roles";
import { ACCOUNTS } from "../support/accounts";
import { signIn } from "../support/sign-in";
import { specStorageStatePath } from "./support";

mkdirSync("playwright/.auth", { recursive: true });

for (const role of ROLES) {
  setup(`sign in as ${role} on the spec backend`, async ({ page }) => {
    const account = ACCOUNTS[role];
    await signIn(page, account.login, account.password);
    await expect(page.getByRole("heading", { name: account.title })).toBeVisible();
    await page.context().storageState({ path: specStorageStatePath(role) });
  });
}
