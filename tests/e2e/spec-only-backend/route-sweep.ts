// The server-rendered sweep of every route of a role on the spec-only backend: shared by the sweep
// on the spec's own shapes (screens.spec.ts) and the one on the shapes PHP and Laravel backends
// send (variants.spec.ts), so both hold every route to the same rule.
import { expect, test, type Page } from "../support/test";
import type { APIRequestContext } from "@playwright/test";
import type { Role } from "@/lib/roles";
import { ROLE_ROUTES } from "@/lib/route-table";
import { SCREENS } from "@/lib/screens";
import { serverPage } from "../support/server-html";

// Written out again on purpose: what this backend and mapping lack, per role.
export const NOT_OFFERED: Record<Role, Record<string, string>> = {
  dealer: { "/audit/backend": "Backend Audit Records" },
  reseller: { "/audit/backend": "Backend Audit Records" },
  manager: { "/audit/backend": "Backend Audit Records" },
  admin: { "/audit/backend": "Backend Audit Records", "/deletemac": "Delete MAC" },
};

export const FAILURES = ["Server error, try again later", "Sorry, page not found!", "is not available: "];

export async function expectWorking(page: Page) {
  await expect(page.locator("main h2").first()).toBeVisible();
  for (const text of FAILURES) await expect(page.getByText(text)).toHaveCount(0);
}

/** Every route of `role` as the server renders it works, or says in one sentence that the backend does not offer it. */
export async function sweepRoutes(request: APIRequestContext, role: Role) {
  for (const route of ROLE_ROUTES[role].filter((r) => r !== "/logout")) {
    await test.step(route, async () => {
      const shown = await serverPage(request, route);
      expect(shown.status, route).toBe(200);
      expect(shown.renderFailed, `${route} (shown at ${shown.path}) rendered without a server error`).toBe(false);
      const missing = NOT_OFFERED[role][route];
      if (missing) {
        expect(shown.text).toContain(`${missing} is not available: `);
        return;
      }
      // An update screen opened without its record shows its list (where: tests/unit/route-access.test.ts).
      expect(shown.headings.length, `${route} (shown at ${shown.path}) has a screen's title`).toBeGreaterThan(0);
      expect(["Dashboard", ...SCREENS[role].map((screen) => screen.title)], `${route}'s heading`).toContain(shown.headings[0]);
      for (const text of FAILURES) expect(shown.frame, `${route} (shown at ${shown.path})`).not.toContain(text);
    });
  }
}
