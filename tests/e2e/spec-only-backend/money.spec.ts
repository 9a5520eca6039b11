// What a person sees when they spend credits on a backend that ignores Idempotency-Key:
// one charge per intent however often they click, and "outcome unknown" with the figures re-read
// when the backend answers too late. The spec upstream's own counters are the witness.
import { expect, test } from "../support/test";
import { creditsBadge, expectCredits, snackbar, uniqueLogin, uniqueMac } from "../support/clients";
import { E2E } from "../support/env";
import { waitForHydration } from "../support/hydration";
import { activeDealerClient, answerLate, specState, specStorageStatePath } from "./support";

test.describe.configure({ mode: "serial" });
test.use({ storageState: specStorageStatePath("dealer") });

const renewCalls = async (request: Parameters<typeof specState>[0]) => (await specState(request)).calls["/api/renew"] ?? 0;

test("a double click on Renew in the list charges one credit", async ({ page, request }) => {
  const name = await activeDealerClient(request, 0);
  await page.goto(`/clients?q=${name}`);
  await waitForHydration(page);
  const before = await creditsBadge(page);
  const calls = await renewCalls(request);
  await page.getByRole("button", { name: `Renew ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Renew ${name}` });
  await dialog.getByLabel("Months").selectOption("1");
  await dialog.getByRole("button", { name: "Renew" }).dblclick();
  await expect(snackbar(page)).toHaveText(new RegExp(`^Renewed ${name}`));
  await expectCredits(page, before - 1);
  expect(await renewCalls(request)).toBe(calls + 1);
  expect((await specState(request)).balances.dealer).toBe(before - 1);
});

test("a renew answered too late says the outcome is unknown, shows the balance and expiry before and now, and a check settles it without charging again", async ({
  page,
  request,
}) => {
  const name = await activeDealerClient(request, 1);
  await page.goto(`/clients?q=${name}`);
  await waitForHydration(page);
  const before = (await specState(request)).balances.dealer!;
  const calls = await renewCalls(request);
  await answerLate(request, "/api/renew", E2E.specTimeoutMs + 2_000);
  await page.getByRole("button", { name: `Renew ${name}` }).click();
  const renew = page.getByRole("dialog", { name: `Renew ${name}` });
  await renew.getByLabel("Months").selectOption("2");
  await renew.getByRole("button", { name: "Renew" }).click();

  const unknown = page.getByRole("dialog", { name: "Outcome unknown" });
  await expect(unknown).toBeVisible({ timeout: E2E.specTimeoutMs + 10_000 });
  await expect(unknown).toContainText("may or may not have been made");
  // The backend did carry it out: the figures say so, read from it after the time ran out.
  const now = await specState(request);
  expect(now.balances.dealer).toBe(before - 2);
  await expect(unknown.getByTestId("outcome-balance")).toHaveText(`${before - 2} credits`);
  await expect(unknown.getByTestId("outcome-subject")).toHaveText(now.clients[name].expiry);
  // The figures read just before the renew went out, beside them.
  await expect(unknown.getByTestId("outcome-balance-before")).toHaveText(`${before} credits`);
  await expect(unknown.getByRole("button", { name: /try again/i })).toHaveCount(0);

  // The check reads the figures again: they moved by exactly this renew, so it is settled as made,
  // and nothing is sent again.
  await unknown.getByRole("button", { name: "Check again" }).click();
  const made = page.getByRole("dialog", { name: "The change was made" });
  await expect(made).toBeVisible();
  await expect(made).toContainText("It was made once");
  expect(await renewCalls(request)).toBe(calls + 1);
  expect((await specState(request)).balances.dealer).toBe(before - 2);
});

test("adding a paid client whose answer names nothing shows 'Added <login>' and charges its months once", async ({ page, request }) => {
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
  expect((await specState(request)).balances.dealer).toBe(before - 1);
  expect((await specState(request)).clients[login]).toBeDefined();
});
