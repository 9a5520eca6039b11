// Every export table, by kind (lib/export/kinds.ts): the export worker's registry, put together here
// in the app, above the features whose tables it holds and the kit that runs them.
import { auditExport } from "@/features/journal/export/upstream-audit-export";
import { journalExport } from "@/features/journal/export/journal-export";
import { clientExport } from "@/lib/resources/clients";
import { transactionExport } from "@/lib/resources/ledgers";
import { ACCOUNT_EXPORTS } from "@/lib/resources/accounts";
import { reminderLogExport } from "@/lib/export/tables/reminders";
import { renewalExport } from "@/lib/export/tables/renewals";
import type { ExportKind } from "@/lib/export/kinds";
import type { ExportTableDefinition } from "@/lib/export/tables/table";

export const EXPORT_TABLES = {
  clients: clientExport,
  superResellers: ACCOUNT_EXPORTS.manager,
  resellers: ACCOUNT_EXPORTS.reseller,
  dealers: ACCOUNT_EXPORTS.dealer,
  transactions: transactionExport,
  audit: auditExport,
  journal: journalExport,
  renewals: renewalExport,
  reminders: reminderLogExport,
} satisfies Record<ExportKind, ExportTableDefinition<never>>;
