// Every export table, by kind: a list names its kind and the worker builds that table.
import { auditExport } from "./audit";
import { dealerExport, resellerExport, superResellerExport } from "./accounts";
import { clientExport } from "./clients";
import { reminderLogExport } from "./reminders";
import { renewalExport } from "./renewals";
import { transactionExport } from "./transactions";
import type { ExportTableDefinition } from "./table";

export const EXPORT_TABLES = {
  clients: clientExport,
  superResellers: superResellerExport,
  resellers: resellerExport,
  dealers: dealerExport,
  transactions: transactionExport,
  audit: auditExport,
  renewals: renewalExport,
  reminders: reminderLogExport,
} satisfies Record<string, ExportTableDefinition<never>>;

export type ExportKind = keyof typeof EXPORT_TABLES;
