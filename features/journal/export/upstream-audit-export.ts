// The Audit Log export: the screen's columns, the changes on one line.
// Its words are keys of namespace "export": what useTranslations("export") reads on a page (lib/export/texts.ts).
// Its cells' words are keys of namespace "audit", useTranslations("audit") on the screen.
import { actionLabel, describeChange } from "@/features/journal/upstream/search";
import { formatTimestamp } from "@/lib/format";
import type { AuditEntry } from "@/features/journal/upstream/schema";
import { oneLine, type ExportTableDefinition } from "@/lib/export/tables/table";

export const auditExport: ExportTableDefinition<AuditEntry> = {
  title: "audit.title",
  file: "auditLog",
  head: ["audit.head.when", "audit.head.who", "audit.head.role", "audit.head.action", "audit.head.target", "audit.head.changes"],
  row: (row, _today, texts) => {
    const t = texts("audit");
    return [
      formatTimestamp(row.created),
      row.actor,
      row.role,
      actionLabel(row.action, t),
      row.target,
      oneLine(row.changes.map((change) => describeChange(change, t)).join("; ")),
    ];
  },
  wideColumn: 5,
};
