import "server-only";
import type { SessionData } from "@/lib/session";
import { panelStore } from "@/lib/store";
import { smtpConfigured } from "./mailer";
import { log } from "@/lib/log";
import { ownRulesKey } from "@/features/reminders/model/due";
import { previewCandidates, type PreviewRow } from "@/features/reminders/model/preview";
import { activeAccounts, defaultSettings, deliveryPage, lastRun, readAccount, type RunRow } from "./repo";
import { everyClient } from "./upstream";
import { LOG_PAGE_SIZE, type ReminderSettings } from "@/features/reminders/model/schemas";
import type { DeliveryRow } from "@/lib/schemas/reminder-deliveries";
import { localParts, serverTimeZone, timeZones } from "@/features/reminders/model/time";

export type RemindersScreenData = {
  settings: ReminderSettings;
  hasCredential: boolean;
  smtp: boolean;
  serverTimeZone: string;
  zones: string[];
  lastRun: RunRow | null;
  log: { rows: DeliveryRow[]; total: number };
  /** The clients the rules could pick in the next 14 days, and the accounts below with rules of their own; null when the list could not be read. */
  preview: { rows: PreviewRow[]; ownRules: string[] } | null;
};

/** What the preview picks from: the account's clients as the signed-in session reads them (the scheduler reads the same list). */
async function loadPreview(session: SessionData, db: Awaited<ReturnType<typeof panelStore>>, timeZone: string): Promise<RemindersScreenData["preview"]> {
  try {
    const [clients, accounts] = await Promise.all([everyClient({ token: session.token, role: session.role }), activeAccounts(db)]);
    const ownRules = accounts
      .filter((a) => a.enabled && (a.role === "dealer" || a.role === "reseller"))
      .map((a) => ownRulesKey(a.role as "dealer" | "reseller", a.name));
    return { rows: previewCandidates(clients, localParts(new Date(), timeZone).date), ownRules };
  } catch (error) {
    // The screen still works without it: the preview says the clients could not be read.
    log.warn({ err: error instanceof Error ? error.message : String(error) }, "reminders: the preview could not read the client list");
    return null;
  }
}

/** What the Reminders screen shows the signed-in account: never its stored password, only whether one is stored. */
export async function loadRemindersScreen(session: SessionData): Promise<RemindersScreenData> {
  const db = await panelStore();
  const key = { accountId: session.accountId, role: session.role, name: session.name };
  const [account, run, log] = await Promise.all([readAccount(db, key), lastRun(db, key), deliveryPage(db, key, 1, LOG_PAGE_SIZE)]);
  const settings: ReminderSettings = account
    ? {
        enabled: account.enabled,
        days: account.days,
        templates: account.templates,
        messageLocale: account.messageLocale,
        scope: account.scope,
        includeTrials: account.includeTrials,
        digestEmail: account.digestEmail,
        hour: account.hour,
        timeZone: account.timeZone,
        lowCredit: account.lowCredit,
      }
    : defaultSettings();
  // The saved zone and the server's are offered even where the platform's list names them otherwise (Etc/UTC).
  const zones = [...new Set([...timeZones(), settings.timeZone, serverTimeZone()])].sort();
  const preview = await loadPreview(session, db, settings.timeZone);
  return { preview, settings, hasCredential: Boolean(account?.credential), smtp: smtpConfigured(), serverTimeZone: serverTimeZone(), zones, lastRun: run, log };
}
