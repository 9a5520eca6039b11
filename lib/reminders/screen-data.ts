import "server-only";
import type { SessionData } from "@/lib/session";
import { panelStore } from "@/lib/store";
import { smtpConfigured } from "./mailer";
import { defaultSettings, deliveryPage, lastRun, readAccount, type RunRow } from "./repo";
import { LOG_PAGE_SIZE, type DeliveryRow, type ReminderSettings } from "./schemas";
import { serverTimeZone, timeZones } from "./time";

export type RemindersScreenData = {
  settings: ReminderSettings;
  hasCredential: boolean;
  smtp: boolean;
  serverTimeZone: string;
  zones: string[];
  lastRun: RunRow | null;
  log: { rows: DeliveryRow[]; total: number };
};

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
  return { settings, hasCredential: Boolean(account?.credential), smtp: smtpConfigured(), serverTimeZone: serverTimeZone(), zones, lastRun: run, log };
}
