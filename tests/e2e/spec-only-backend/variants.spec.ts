// The spec-only backend answering as PHP and Laravel backends commonly do (tests/spec-upstream/variants.ts):
// every route of every role still works, and a renew and an add charge once, with the balance and
// the expiry the panel reads being the ones the backend holds. The variants are switched on the
// running spec upstream for this file alone: its project (playwright.config.ts) runs once every
// other test on that backend is done, and this file puts the spec's own shapes back at its end.
import { expect, test } from "../support/test";
import type { APIRequestContext } from "@playwright/test";
import { ROLES } from "@/lib/roles";
import { creditsBadge, expectCredits, snackbar, uniqueLogin, uniqueMac } from "../support/clients";
import { E2E } from "../support/env";
import { waitForHydration } from "../support/hydration";
import { sweepRoutes } from "./route-sweep";
import { activeDealerClient, specState, specStorageStatePath } from "./support";

const answerAs = async (request: APIRequestContext, variants: string[]) => {
  const answer = await request.post(`${E2E.specUpstreamUrl}/__control/variants`, { data: { variants } });
  expect(answer.status(), `variants ${variants.join(",") || "none"}`).toBe(200);
};

test.describe.configure({ mode: "serial" });
test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  await answerAs(request, []);
  await request.dispose();
});

for (const [index, variant] of (["numbers-as-strings", "laravel"] as const).entries()) {
  test.describe(`the backend answering as ${variant}`, () => {
    test.beforeAll(async ({ playwright }) => {
      const request = await playwright.request.newContext();
      await answerAs(request, [variant]);
      await request.dispose();
    });

    for (const role of ROLES) {
      test(`every route of the ${role} works`, async ({ playwright, baseURL }) => {
        const request = await playwright.request.newContext({ baseURL, storageState: specStorageStatePath(role) });
        try {
          await sweepRoutes(request, role);
        } finally {
          await request.dispose();
        }
      });
    }

    test.describe("the dealer's money", () => {
      test.use({ storageState: specStorageStatePath("dealer") });

      test("a double click on Renew charges one credit, and the panel reads the balance and expiry the backend holds", async ({ page, request }) => {
        // A client no earlier test on this backend renewed (the money spec takes the first two).
        const name = await activeDealerClient(request, 10 + index);
        await page.goto(`/clients?q=${name}`);
        await waitForHydration(page);
        const held = await specState(request);
        expect(await creditsBadge(page)).toBe(held.balances.dealer);
        const calls = held.calls["/api/renew"] ?? 0;
        await page.getByRole("button", { name: `Renew ${name}` }).click();
        const dialog = page.getByRole("dialog", { name: `Renew ${name}` });
        await dialog.getByLabel("Months").selectOption("1");
        await dialog.getByRole("button", { name: "Renew" }).dblclick();
        await expect(snackbar(page)).toHaveText(new RegExp(`^Renewed ${name}`));

        const now = await specState(request);
        expect(now.calls["/api/renew"]).toBe(calls + 1);
        expect(now.balances.dealer).toBe(held.balances.dealer! - 1);
        expect(now.clients[name].expiry > held.clients[name].expiry).toBe(true);
        await expectCredits(page, now.balances.dealer!);
        const detail = await page.request.get(`/api/clients/${name}`);
        expect(detail.status()).toBe(200);
        expect(((await detail.json()) as { expiry: string }).expiry).toBe(now.clients[name].expiry);
      });

      test("adding a paid client charges its months once", async ({ page, request }) => {
        const login = uniqueLogin("dealer");
        await page.goto("/addclient");
        await waitForHydration(page);
        const before = (await specState(request)).balances.dealer!;
        await page.getByLabel("MAC address").fill(uniqueMac());
        await page.getByLabel("Login name").fill(login);
        await page.getByLabel("Password", { exact: true }).fill("pw12345");
        await page.getByLabel("Months").selectOption("1");
        await page.getByRole("button", { name: "Add Client" }).dblclick();
        await expect(snackbar(page)).toHaveText(new RegExp(`^Added ${login}`));
        await expect(page).toHaveURL(/\/clients/);
        const now = await specState(request);
        expect(now.balances.dealer).toBe(before - 1);
        expect(now.clients[login]).toBeDefined();
        await expectCredits(page, before - 1);
      });
    });
  });
}
