// Signs in once per role and saves each session for the other tests (Playwright's "setup
// project"): through the panel's own POST /api/auth/login, with the ALTCHA challenge solved as
// the widget solves it, so each session is registered like any other. A fixture, not a test of
// the form: the form and its captcha are signed through in a browser by sessions, accounts,
// bulk-renew and two-factor, and for every role on the spec backend (spec-only-backend/auth.setup.ts).
// (Through the form, the four would hold both workers before any test could start.)
import { mkdirSync } from "node:fs";
import { expect, test as setup } from "@playwright/test";
import { ROLES } from "@/lib/roles";
import { ACCOUNTS, storageStatePath } from "./support/accounts";
import { solvedCaptcha } from "./support/captcha";
import { E2E } from "./support/env";

mkdirSync("playwright/.auth", { recursive: true });

for (const role of ROLES) {
  setup(`sign in as ${role} through the BFF, the captcha solved`, async ({ request }) => {
    const account = ACCOUNTS[role];
    const answer = await request.post("/api/auth/login", {
      headers: { origin: E2E.baseUrl, "x-panel-request": "1" },
      data: { login: account.login, password: account.password, captcha: await solvedCaptcha(E2E.baseUrl) },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    expect(await answer.json()).toMatchObject({ role, name: account.login });
    await request.storageState({ path: storageStatePath(role) });
  });
}
