// The Audit Log export: the screen's columns, the changes on one line.
import { actionLabel, describeChange } from "@/lib/audit/search";
import { formatTimestamp } from "@/lib/format";
import type { AuditEntry } from "@/lib/schemas/audit";
import { oneLine, type ExportTableDefinition } from "./table";

export const auditExport: ExportTableDefinition<AuditEntry> = {
  title: "Audit Log",
  file: "auditLog",
  head: ["When", "Who", "Role", "Action", "Target", "Changes"],
  row: (row) => [formatTimestamp(row.created), row.actor, row.role, actionLabel(row.action), row.target, oneLine(row.changes.map(describeChange).join("; "))],
  wideColumn: 5,
};
