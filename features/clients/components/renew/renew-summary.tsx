"use client";
import { useFormatCount } from "@/hooks/use-format-count";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useSnackbar } from "@/hooks/use-snackbar";
import type { BulkRenewAnswer } from "@/lib/schemas/renewals";

// The refusal reasons (namespace "clients", bulk.reasons.*). A spec backend renews one client per
// call: one may go unanswered ("unknown"), another be refused.
const REASONS = ["not_found", "no_credits", "unknown", "refused"];

/** What a bulk renew did: renewed N, refused M with their reasons, and the per-client file. */
export function RenewSummary({ answer, onDismiss }: { answer: BulkRenewAnswer; onDismiss: () => void }) {
  const t = useTranslations("clients");
  const fmt = useFormatCount();
  const { show } = useSnackbar();
  const [exporting, setExporting] = useState(false);
  const refused = answer.results.filter((r) => !r.renewed);
  const byReason = Object.entries(Object.groupBy(refused, (r) => ("reason" in r ? r.reason : "")));

  async function exportCsv() {
    setExporting(true);
    try {
      const { exportRows } = await import("@/lib/export/run-export");
      await exportRows({ format: "csv", kind: "renewals", rows: answer.results });
    } catch (error) {
      show(error instanceof Error ? error.message : t("bulk.fileFailed"), "error");
    } finally {
      setExporting(false);
    }
  }

  return (
    <section aria-label={t("bulk.summaryLabel")} className="flex flex-col gap-2">
      <Alert tone={refused.length === 0 ? "success" : "warning"} title={t("bulk.summaryTitle", { renewed: answer.renewed, refused: answer.refused })}>
        <p>{t("bulk.summaryCost", { months: answer.months, monthsShown: fmt(answer.months), credits: answer.credits, creditsShown: fmt(answer.credits) })}</p>
        {byReason.length > 0 && (
          <ul className="mt-1 list-disc ps-5">
            {byReason.map(([reason, rows]) => (
              <li key={reason}>
                {rows?.length} {REASONS.includes(reason) ? t(`bulk.reasons.${reason}`) : reason}:{" "}
                {rows
                  ?.slice(0, 10)
                  .map((r) => r.name)
                  .join(", ")}
                {(rows?.length ?? 0) > 10 ? "…" : ""}
              </li>
            ))}
          </ul>
        )}
      </Alert>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={exporting} onClick={() => void exportCsv()}>
          {t("bulk.exportSummary")}
        </Button>
        <Button variant="text" onClick={onDismiss}>
          {t("bulk.dismiss")}
        </Button>
      </div>
    </section>
  );
}
