// The form's preview: the message as it would go today to a few of the account's real clients,
// by the same rules the scheduler applies (features/reminders/model/due.ts), so what the dealer sees is
// what the clients get. Pure: the screen computes it again on every edit of the form.
import type { Role } from "@/lib/roles";
import type { ClientRow } from "@/lib/schemas/client-list";
import { coveredClients, dueReminders, type OwnRules } from "./due";
import type { ReminderSettings } from "./schemas";
import { fillTemplate } from "./template";
import { daysBetween } from "./time";

/** How many clients the preview shows. */
export const PREVIEW_CLIENTS = 3;

/** A client row with only what the rules read: the screen sends these few fields to the browser. */
export type PreviewRow = Pick<ClientRow, "name" | "expiry" | "status" | "trial" | "dealer" | "reseller">;

/** The rows any rule could pick from `today` on: not ended, ending within the longest rule (14 days). */
export function previewCandidates(clients: ClientRow[], today: string): PreviewRow[] {
  return clients
    .filter((c) => c.expiry && c.status !== false && daysBetween(today, c.expiry.slice(0, 10)) >= 0 && daysBetween(today, c.expiry.slice(0, 10)) < 14)
    .map(({ name, expiry, status, trial, dealer, reseller }) => ({ name, expiry, status, trial, dealer, reseller }));
}

export type PreviewMessage = { client: string; text: string };

/** The messages the rules would send today, to at most PREVIEW_CLIENTS clients, soonest expiry first. */
export function previewMessages(
  account: { role: Role; name: string },
  settings: Pick<ReminderSettings, "days" | "includeTrials" | "scope">,
  template: string,
  rows: PreviewRow[],
  ownRules: OwnRules,
  today: string,
): PreviewMessage[] {
  const covered = coveredClients({ ...account, scope: settings.scope }, rows, ownRules);
  return dueReminders(settings, covered, today)
    .sort((a, b) => a.daysLeft - b.daysLeft || a.client.localeCompare(b.client))
    .slice(0, PREVIEW_CLIENTS)
    .map((due) => ({ client: due.client, text: fillTemplate(template, { name: due.client, expiry: due.expiry, days: due.daysLeft }) }));
}
