// The Reminders screen's delivery log export: the log's columns, as the screen shows them.
import { formatTimestamp } from "@/lib/format";
import { CHANNELS, OUTCOMES, type DeliveryRow } from "@/lib/reminders/schemas";
import { oneLine, type ExportTableDefinition } from "./table";

export const reminderLogExport: ExportTableDefinition<DeliveryRow> = {
  title: "Reminder deliveries",
  file: "reminderDeliveries",
  head: ["When", "To", "Channel", "Rule", "Expiry", "Outcome", "Tries", "Detail"],
  row: (row) => [
    formatTimestamp(row.at),
    row.recipient,
    CHANNELS[row.channel],
    row.ruleDays === null ? "" : `${row.ruleDays} days before`,
    row.expiry ?? "",
    OUTCOMES[row.outcome],
    String(row.attempts),
    oneLine(row.detail),
  ],
  wideColumn: 7,
};
