import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Opens a row's detail panel (the "Show details for …" toggle of the first row whose toggle
 * matches `name`) and returns it. The table is rendered on the server, so its toggle is on screen
 * before React has hydrated it, and a click then does nothing: the click is repeated until the
 * toggle says it is expanded.
 */
export async function openRowDetail(page: Page, name: string | RegExp): Promise<Locator> {
  const label = typeof name === "string" ? `Show details for ${name}` : name;
  const detailId = await page.getByRole("button", { name: label }).first().getAttribute("aria-controls");
  const toggle = page.locator(`button[aria-controls="${detailId}"]`);
  await expect(async () => {
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
  }).toPass();
  return page.locator(`[id="${detailId}"]`);
}

/**
 * Opens a row's detail panel and checks that it shows `labels`, from the start again when the
 * list changed meanwhile: a test on the other worker may add a row at the top of the same
 * account's ledger (a renewal), which numbers the rows anew and leaves the opened panel closed.
 */
export async function expectRowDetailShows(page: Page, name: string | RegExp, labels: string[]): Promise<void> {
  await expect(async () => {
    const detail = await openRowDetail(page, name);
    for (const label of labels) await expect(detail.getByText(label, { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
