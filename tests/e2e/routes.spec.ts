import { expect, test } from "./support/test";
import { storageStatePath } from "./support/accounts";

// What a person meets at the door, one visit of each kind. Which role may open which route, that
// every route has its page and where an update screen without its item lands are checked for
// every role and route in tests/unit/route-access.test.ts (proxy.ts, the pages, the loaders); the
// BFF's 401 without a session in tests/api/bff/validation.test.ts.

test.describe("as a dealer", () => {
  test.use({ storageState: storageStatePath("dealer") });

  test("another role's page sends it to the dashboard", async ({ page }) => {
    await page.goto("/manageclients");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
  });

  test("an update screen opened without a client shows the client list", async ({ page }) => {
    await page.goto("/updateclient");
    // The redirect is decided while the screen renders and arrives in the streamed page.
    await expect.poll(() => new URL(page.url()).pathname).toBe("/clients");
  });

  test("an unknown path shows 'Sorry, page not found!'", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Sorry, page not found!" })).toBeVisible();
  });
});

test.describe("signed out", () => {
  test("a page redirects to /login", async ({ page }) => {
    await page.goto("/clients");
    expect(new URL(page.url()).pathname).toBe("/login");
  });
});
