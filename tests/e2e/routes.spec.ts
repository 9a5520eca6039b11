import { expect, test } from "@playwright/test";
import { PANEL_ROUTES, ROLE_ROUTES, ROLES, type Role } from "@/lib/roles";
import { screenAt, screenRoute, type ScreenId } from "@/lib/screens";
import { storageStatePath } from "./support/accounts";

// Every route of the table, visited as every role: its own routes open, another role's send it
// to /, and an unknown path shows the not-found page. Screens of later issues may still answer
// with the not-found page, but they must not redirect.
const ALL_ROUTES = [...PANEL_ROUTES].filter((route) => route !== "/logout");

/** Where an allowed route lands: itself, except an update screen opened without naming what to update, which shows its list. */
function landing(role: Role, route: string): string {
  if (!ROLE_ROUTES[role].includes(route)) return "/";
  const id = screenAt(role, route)?.id;
  if (!id?.endsWith(".update")) return route;
  return screenRoute(role, id.replace(".update", ".list") as ScreenId) ?? route;
}

for (const role of ROLES) {
  test.describe(`as ${role}`, () => {
    test.use({ storageState: storageStatePath(role) });

    test("every route lands where the role table says", async ({ page }) => {
      // About sixty full page loads in one test: room for a slow, shared machine.
      test.setTimeout(240_000);
      for (const route of ALL_ROUTES) {
        await page.goto(route);
        // A redirect decided while the screen renders (an update screen without a client) arrives
        // in the streamed page, after the loading state: wait for it rather than read the URL once.
        await expect.poll(() => new URL(page.url()).pathname, { message: `${role} opening ${route}` }).toBe(landing(role, route));
      }
    });

    test("an unknown path shows 'Sorry, page not found!'", async ({ page }) => {
      const response = await page.goto("/no-such-page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Sorry, page not found!" })).toBeVisible();
    });
  });
}

test.describe("signed out", () => {
  test("every path redirects to /login", async ({ page }) => {
    for (const route of [...ALL_ROUTES, "/logout", "/no-such-page"]) {
      await page.goto(route);
      expect(new URL(page.url()).pathname, route).toBe("/login");
    }
  });

  test("the BFF refuses calls without a session", async ({ request }) => {
    const response = await request.get("/api/credits");
    expect(response.status()).toBe(401);
  });
});
