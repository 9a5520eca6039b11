// Every export table, by kind: a list names its kind and the worker builds that table.
import { auditExport } from "@/features/journal/export/upstream-audit-export";
import { journalExport } from "@/features/journal/export/journal-export";
import { clientExport } from "@/lib/resources/clients";
import { dealerExport } from "@/lib/resources/dealers";
import { transactionExport } from "@/lib/resources/ledgers";
import { resellerExport } from "@/lib/resources/resellers";
import { superResellerExport } from "@/lib/resources/super-resellers";
import { reminderLogExport } from "./reminders";
import { renewalExport } from "./renewals";
import type { ExportTableDefinition } from "./table";

export const EXPORT_TABLES = {
  clients: clientExport,
  superResellers: superResellerExport,
  resellers: resellerExport,
  dealers: dealerExport,
  transactions: transactionExport,
  audit: auditExport,
  journal: journalExport,
  renewals: renewalExport,
  reminders: reminderLogExport,
} satisfies Record<string, ExportTableDefinition<never>>;

export type ExportKind = keyof typeof EXPORT_TABLES;
