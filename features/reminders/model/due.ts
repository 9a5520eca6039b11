// Which of an account's clients are owed a device reminder today (pure, so the tests read the same
// rules the scheduler applies). See docs/features.md, Reminders.
import type { ClientRow } from "@/lib/schemas/client-list";
import type { Role } from "@/lib/roles";
import type { ReminderSettings } from "./schemas";
import { expiresWithin } from "@/lib/list/expiring-window";
import { daysBetween } from "./time";

export type DueReminder = { client: string; expiry: string; daysLeft: number; ruleDays: number };

/** Sub-accounts whose own device reminders are on, as "dealer:name" / "reseller:name": their rules win over an ancestor's. */
export type OwnRules = ReadonlySet<string>;
export const ownRulesKey = (role: "dealer" | "reseller", name: string) => `${role}:${name}`;

/**
 * The clients the account's rules cover. A client always belongs to a dealer, which may hang under
 * a reseller (the list rows name both). "own": a dealer's clients; for the roles above, the
 * clients of the dealers directly under the account. "subtree": every client the account's list
 * holds. Either way a client whose dealer or reseller has reminders of its own is left to them.
 */
export function coveredClients<C extends Pick<ClientRow, "dealer" | "reseller">>(
  account: { role: Role; name: string; scope: ReminderSettings["scope"] },
  clients: C[],
  ownRules: OwnRules,
): C[] {
  if (account.role === "dealer") return clients;
  return clients.filter((c) => {
    const dealer = c.dealer ?? "";
    const reseller = c.reseller ?? "";
    if (dealer && dealer !== account.name && ownRules.has(ownRulesKey("dealer", dealer))) return false;
    if (reseller && reseller !== account.name && ownRules.has(ownRulesKey("reseller", reseller))) return false;
    if (account.scope === "subtree" || account.role === "reseller") return true;
    // A super reseller's or the admin's own dealers carry no reseller (or, on some backends, the account itself).
    return reseller === "" || reseller === account.name;
  });
}

/**
 * The reminder each covered client is owed on `today` (the account's local date): the smallest
 * of the rule's days within which it expires, by the Expiring list's rule (a rule of 7 days covers
 * exactly the clients of its "week" tab: expiry today through today + 6; lib/list/expiring-window.ts),
 * so a run missed during downtime is caught up the next day with one message, not several. Expired clients (expiry before today), clients
 * switched off, and trials when the rules leave them out, get none.
 */
export function dueReminders(
  settings: Pick<ReminderSettings, "days" | "includeTrials">,
  clients: Pick<ClientRow, "name" | "expiry" | "status" | "trial">[],
  today: string,
): DueReminder[] {
  const days = [...settings.days].sort((a, b) => a - b);
  const due: DueReminder[] = [];
  for (const c of clients) {
    if (!c.expiry || c.status === false) continue;
    if (c.trial && !settings.includeTrials) continue;
    const expiry = c.expiry.slice(0, 10);
    const daysLeft = daysBetween(today, expiry);
    if (!Number.isFinite(daysLeft) || daysLeft < 0) continue;
    const ruleDays = days.find((d) => expiresWithin(expiry, today, d));
    if (ruleDays !== undefined) due.push({ client: c.name, expiry, daysLeft, ruleDays });
  }
  return due;
}

/** The claim's key: one device reminder per account, rule day, client and expiry date (a renewal moves the expiry, so it starts afresh). */
export const deviceKey = (account: { role: Role; name: string }, r: DueReminder) =>
  `device:${account.role}:${account.name}:${r.ruleDays}:${r.client}:${r.expiry}`;
