// A bulk renew's summary, one row per client: renewed with its new expiry, or why not.
// Its words are keys of namespace "export": what useTranslations("export") reads on a page (../texts.ts).
import { formatDate } from "@/lib/format";
import type { RenewOutcome } from "@/lib/schemas/renewals";
import type { ExportTableDefinition } from "./table";

export const renewalExport: ExportTableDefinition<RenewOutcome> = {
  title: "renewals.title",
  file: "bulkRenewSummary",
  head: ["renewals.head.login", "renewals.head.result", "renewals.head.expiry", "renewals.head.reason"],
  row: (outcome, _today, texts) => {
    const t = texts("export");
    return outcome.renewed ? [outcome.name, t("renewed"), formatDate(outcome.expiry), ""] : [outcome.name, t("refused"), "", outcome.message];
  },
};
