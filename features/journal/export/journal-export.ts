// The journal's export (CSV and PDF): the screen's columns, the details on one line.
// Its words are keys of namespace "export": what useTranslations("export") reads on a page (lib/export/texts.ts).
// Its cells' words are keys of namespace "audit", useTranslations("audit") on the screen.
import { formatTimestamp } from "@/lib/format";
import { oneLine, type ExportTableDefinition } from "@/lib/export/tables/table";
import type { JournalRow } from "../list";
import { detailsOf, howOf, operationLabel, outcomeLabel } from "../labels";

export const journalExport: ExportTableDefinition<JournalRow> = {
  title: "journal.title",
  file: "journal",
  head: [
    "journal.head.when",
    "journal.head.who",
    "journal.head.how",
    "journal.head.operation",
    "journal.head.target",
    "journal.head.credits",
    "journal.head.outcome",
    "journal.head.details",
  ],
  row: (row, _today, texts) => {
    const t = texts("audit");
    return [
      formatTimestamp(row.at),
      row.actor,
      howOf(row, t),
      operationLabel(row.operation, t),
      row.target,
      row.credits === undefined ? "" : String(row.credits),
      outcomeLabel(row, t),
      oneLine(detailsOf(row, t).join("; ")),
    ];
  },
  wideColumn: 7,
};
