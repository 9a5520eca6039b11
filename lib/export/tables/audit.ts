// The Audit Log export: the screen's columns, the changes on one line.
import { actionLabel, describeChange } from "@/lib/audit/search";
import { formatTimestamp } from "@/lib/format";
import type { AuditEntry } from "@/lib/schemas/audit";
import { oneLine, type ExportTableDefinition } from "./table";

export const auditExport: ExportTableDefinition<AuditEntry> = {
  texts: "audit",
  file: "auditLog",
  columns: ["when", "who", "role", "action", "target", "changes"],
  row: (row, _today, texts) => {
    const t = texts("audit");
    return [formatTimestamp(row.created), row.actor, row.role, actionLabel(row.action, t), row.target, oneLine(row.changes.map((change) => describeChange(change, t)).join("; "))];
  },
  wideColumn: 5,
};
