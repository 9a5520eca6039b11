// The Reminders screen's delivery log export: the log's columns, as the screen shows them.
// Its words are keys of namespace "export" (title, headers) and, in its cells, of namespace
// "reminders": what useTranslations("export") and useTranslations("reminders") read on a page.
import { formatTimestamp } from "@/lib/format";
import type { Channel, DeliveryRow, Outcome } from "@/lib/schemas/reminder-deliveries";
import { oneLine, type ExportTableDefinition } from "./table";

/** A delivery's channel and outcome: their keys in namespace "reminders" (the screen's log uses them too). */
export const CHANNEL_KEYS: Record<Channel, string> = { device: "channels.device", email: "channels.email" };
export const OUTCOME_KEYS: Record<Outcome, string> = {
  sending: "outcomes.sending",
  sent: "outcomes.sent",
  failed: "outcomes.failed",
  unknown: "outcomes.unknown",
};

/**
 * A delivery's note in the reader's words: one whose outcome is unknown says why it is not sent
 * again (its stored detail is the panel's English); a refused one gives the refusal, through
 * `errorText` where the panel knows the message. `t` is namespace "reminders".
 */
export function deliveryNote(
  row: Pick<DeliveryRow, "outcome" | "detail">,
  t: (key: string) => string,
  errorText: (message: string) => string = (m) => m,
): string {
  if (row.outcome === "unknown") return t("notes.unknown");
  return row.detail ? errorText(row.detail) : "";
}

export const reminderLogExport: ExportTableDefinition<DeliveryRow> = {
  title: "reminders.title",
  file: "reminderDeliveries",
  head: [
    "reminders.head.when",
    "reminders.head.to",
    "reminders.head.channel",
    "reminders.head.rule",
    "reminders.head.expiry",
    "reminders.head.outcome",
    "reminders.head.tries",
    "reminders.head.detail",
  ],
  row: (row, _today, texts) => {
    const t = texts("reminders");
    return [
      formatTimestamp(row.at),
      row.recipient,
      t(CHANNEL_KEYS[row.channel]),
      row.ruleDays === null ? "" : t("daysBefore", { days: row.ruleDays }),
      row.expiry ?? "",
      t(OUTCOME_KEYS[row.outcome]),
      String(row.attempts),
      oneLine(deliveryNote(row, t)),
    ];
  },
  wideColumn: 7,
};
