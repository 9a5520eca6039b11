import { expect, type Page } from "@playwright/test";
import type { Role } from "@/lib/roles";

let sequence = 0;

/** A client login that no other test or run uses (at most 15 characters). */
export function uniqueLogin(role: Role): string {
  sequence += 1;
  return `e2${role.slice(0, 2)}${(Date.now() % 1e7).toString(36)}${sequence}`.slice(0, 15);
}

/** A MAC address that no other test or run uses. */
export function uniqueMac(): string {
  const hex = (Date.now() * 1000 + Math.floor(Math.random() * 1000) + ++sequence).toString(16).padStart(12, "0").slice(-10);
  return `00:${hex.match(/../g)!.join(":")}`.toUpperCase();
}

/** The number in the top bar's 'N CREDITS REMAINING'. */
export async function creditsBadge(page: Page): Promise<number> {
  const text = await page.getByTestId("credits-badge").textContent();
  return Number(/(-?[\d,]+) CREDITS REMAINING/.exec(text ?? "")?.[1]?.replace(/,/g, ""));
}

export async function expectCredits(page: Page, value: number) {
  await expect(page.getByTestId("credits-badge")).toHaveText(`${value.toLocaleString("en-US")} CREDITS REMAINING`);
}

export const snackbar = (page: Page) => page.getByTestId("snackbar");

/** The owner selects the role's form has: the demo reseller and its dealer. */
export async function chooseOwners(page: Page, role: Role) {
  if (role === "manager" || role === "admin") await page.getByLabel("Reseller").selectOption("reseller");
  if (role !== "dealer") await page.getByLabel("Dealer").selectOption("dealer");
}

/**
 * Chooses the months to renew on a client's update screen and returns its Renew button, enabled.
 * A choice made before React hydrates the controlled select is reset by it, so it is made again
 * until it holds and enables Renew. (Waiting for React's marks on the page first ran out of time
 * in CI on fully rendered pages, in clients-lifecycle and in audit: what the test needs is the choice.)
 */
export async function chooseRenewMonths(page: Page, months: string) {
  const renew = page.getByRole("button", { name: "Renew", exact: true });
  await expect(async () => {
    await page.getByLabel("Renew months").selectOption(months);
    await expect(renew).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return renew;
}
