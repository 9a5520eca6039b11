// Every export table, by kind: a list names its kind and the worker builds that table.
import { auditExport } from "./audit";
import { clientExport } from "@/lib/resources/clients";
import { transactionExport } from "@/lib/resources/ledgers";
import { ACCOUNT_EXPORTS } from "@/lib/resources/accounts";
import { reminderLogExport } from "./reminders";
import { renewalExport } from "./renewals";
import type { ExportTableDefinition } from "./table";

export const EXPORT_TABLES = {
  clients: clientExport,
  superResellers: ACCOUNT_EXPORTS.manager,
  resellers: ACCOUNT_EXPORTS.reseller,
  dealers: ACCOUNT_EXPORTS.dealer,
  transactions: transactionExport,
  audit: auditExport,
  renewals: renewalExport,
  reminders: reminderLogExport,
} satisfies Record<string, ExportTableDefinition<never>>;

export type ExportKind = keyof typeof EXPORT_TABLES;
