// A bulk renew's summary, one row per client: renewed with its new expiry, or why not.
import { formatDate } from "@/lib/format";
import type { RenewOutcome } from "@/lib/schemas/renewals";
import type { ExportTableDefinition } from "./table";

export const renewalExport: ExportTableDefinition<RenewOutcome> = {
  title: "Bulk renew",
  file: "bulkRenewSummary",
  head: ["Login", "Result", "New expiry", "Reason"],
  row: (outcome) => (outcome.renewed ? [outcome.name, "Renewed", formatDate(outcome.expiry), ""] : [outcome.name, "Refused", "", outcome.message]),
};
