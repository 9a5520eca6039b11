// A bulk renew's summary, one row per client: renewed with its new expiry, or why not.
import { formatDate } from "@/lib/format";
import type { RenewOutcome } from "@/lib/schemas/renewals";
import type { ExportTableDefinition } from "./table";

export const renewalExport: ExportTableDefinition<RenewOutcome> = {
  texts: "renewals",
  file: "bulkRenewSummary",
  columns: ["login", "result", "expiry", "reason"],
  row: (outcome, _today, texts) => {
    const t = texts("export");
    return outcome.renewed ? [outcome.name, t("renewed"), formatDate(outcome.expiry), ""] : [outcome.name, t("refused"), "", outcome.message];
  },
};
