import { expect, type Page } from "@playwright/test";
import type { Role } from "@/lib/roles";
import { transactionTone } from "@/features/transactions/model/tone";
import { ACCOUNTS } from "./accounts";
import { upstreamGet, upstreamToken } from "./upstream";

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

/** A row of an account's ledger: the amount is unsigned, its type says which way the balance moved. */
type LedgerRow = { type: string; login: string; credits: number };
const balanceMove = (row: LedgerRow) => (transactionTone(row.type) === "success" ? row.credits : -row.credits);
const tokens = new Map<Role, Promise<string>>();

/**
 * The balances the demo account of `role` has had since its newest ledger row like `write`: right
 * after it, then after each later row, worked back from the upstream's balance; empty while no
 * such row is there, undefined when the balance moved while the ledger was read.
 */
async function balancesSinceWrite(role: Role, write: LedgerRow): Promise<number[] | undefined> {
  const { login, password } = ACCOUNTS[role];
  if (!tokens.has(role)) tokens.set(role, upstreamToken(login, password));
  const token = await tokens.get(role)!;
  const balance = async () => (await upstreamGet<{ credits: number }>(role, token, "credits")).body.credits;
  const now = await balance();
  const rows = (await upstreamGet<{ data: LedgerRow[] }>(role, token, "transactions?per_page=50")).body.data;
  if ((await balance()) !== now) return undefined;
  const newest = rows.findIndex((row) => row.type === write.type && row.login === write.login && row.credits === write.credits);
  if (newest < 0) return [];
  const balances = [now];
  for (const row of rows.slice(0, newest)) balances.push(balances.at(-1)! - balanceMove(row));
  return balances.reverse();
}

/**
 * Expects the top bar to show the balance the account had right after `write` (or after a later
 * write): a test on the other worker may spend from the same demo account meanwhile, so the
 * badge is checked against the upstream's ledger rather than against the badge before, less the charge.
 */
export async function expectBalanceAfter(page: Page, role: Role, write: LedgerRow) {
  await expect
    .poll(async () => {
      const shown = await creditsBadge(page);
      const balances = await balancesSinceWrite(role, write);
      if (balances === undefined) return "the ledger moved while it was read";
      if (balances.length === 0) return `no ${write.type} row of ${write.credits} for ${write.login} in the ledger`;
      return balances.includes(shown) ? "the balance after the write" : `${shown} shown; after the write the balance was ${balances.join(", then ")}`;
    })
    .toBe("the balance after the write");
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
