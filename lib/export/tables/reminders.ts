// The Reminders screen's delivery log export: the log's columns, as the screen shows them.
import { formatTimestamp } from "@/lib/format";
import type { DeliveryRow } from "@/lib/reminders/schemas";
import { oneLine, type ExportTableDefinition } from "./table";

export const reminderLogExport: ExportTableDefinition<DeliveryRow> = {
  texts: "reminders",
  file: "reminderDeliveries",
  columns: ["when", "to", "channel", "rule", "expiry", "outcome", "tries", "detail"],
  row: (row, _today, texts) => {
    const t = texts("reminders");
    return [
      formatTimestamp(row.at),
      row.recipient,
      t(`channels.${row.channel}`),
      row.ruleDays === null ? "" : t("daysBefore", { days: row.ruleDays }),
      row.expiry ?? "",
      t(`outcomes.${row.outcome}`),
      String(row.attempts),
      oneLine(row.detail),
    ];
  },
  wideColumn: 7,
};
