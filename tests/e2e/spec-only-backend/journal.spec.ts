// On a backend with the spec's calls only, which keeps no audit records of its own, the admin
// finds in the Audit Log (the panel's own journal) who deleted a client and who renewed one
// twice, and exports what it found.
import { readFile } from "node:fs/promises";
import { expect, test } from "../support/test";
import { E2E } from "../support/env";
import { waitForHydration } from "../support/hydration";
import { specState, specStorageStatePath } from "./support";

test.use({ storageState: specStorageStatePath("admin") });

const HEADERS = { origin: E2E.specBaseUrl, "content-type": "application/json", "x-panel-request": "1", connection: "close" };

test("the admin finds who deleted a client and who renewed one twice, and exports it", async ({ browser, page, request }) => {
  // Clients no other test touches: far down the dealer's active list, and its last expired one.
  const { clients } = await specState(request);
  const today = new Date().toISOString().slice(0, 10);
  const mine = Object.entries(clients).filter(([, c]) => c.dealer === "dealer");
  const renewed = mine.filter(([, c]) => c.expiry > today).at(-3)![0];
  const deleted = mine.filter(([, c]) => c.expiry < today).at(-1)![0];

  // The dealer does it, in its own signed-in session.
  const dealer = await browser.newContext({ storageState: specStorageStatePath("dealer"), baseURL: E2E.specBaseUrl });
  for (let i = 0; i < 2; i++) {
    expect((await dealer.request.post(`/api/clients/${renewed}/renew`, { data: { months: 1 }, headers: HEADERS })).status()).toBe(200);
  }
  expect((await dealer.request.delete(`/api/clients/${deleted}`, { headers: HEADERS })).status()).toBe(200);
  await dealer.close();

  await page.goto("/audit");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Audit Log" })).toBeVisible();
  const table = page.getByRole("table", { name: "Journal of writes" });

  // Who deleted it.
  await page.getByLabel("Operation", { exact: true }).selectOption({ label: "Client deleted" });
  await page.getByRole("searchbox", { name: "Search" }).fill(deleted);
  await expect(page).toHaveURL(new RegExp(`q=operation%3Aclients.delete\\+${deleted}`));
  const deletion = table.locator("tbody tr", { hasText: deleted });
  await expect(deletion).toHaveCount(1);
  await expect(deletion).toContainText("dealer");
  await expect(deletion).toContainText("Done");

  // Who renewed it, and how often.
  await page.getByLabel("Operation", { exact: true }).selectOption({ label: "Client renewed" });
  await page.getByRole("searchbox", { name: "Search" }).fill(renewed);
  const renewals = table.locator("tbody tr", { hasText: renewed });
  await expect(renewals).toHaveCount(2);
  for (const row of await renewals.all()) await expect(row).toContainText("dealer");

  // And exports it.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("journal.csv");
  const [header, ...lines] = (await readFile((await download.path())!, "utf8"))
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
  expect(header).toBe("When,Who,How,Operation,Target,Credits,Outcome,Details");
  expect(lines).toHaveLength(2);
  // The export kit writes a negative figure as text ('-1): no spreadsheet reads a cell as a formula.
  for (const line of lines) expect(line).toContain(`,dealer,Browser,Client renewed,${renewed},"'-1",Done,`);
});
