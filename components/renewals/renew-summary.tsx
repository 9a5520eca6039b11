"use client";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useSnackbar } from "@/hooks/use-snackbar";
import type { BulkRenewAnswer } from "@/lib/schemas/renewals";

const REASONS: Record<string, string> = {
  not_found: "not found (outside your clients, or deleted meanwhile)",
  no_credits: "your balance ran out",
  // A spec backend renews one client per call (issue 19): one may go unanswered, another be refused.
  unknown: "not confirmed by the backend (check their expiry before renewing them again)",
  refused: "refused by the backend",
};

/** What a bulk renew did: renewed N, refused M with their reasons, and the per-client file. */
export function RenewSummary({ answer, onDismiss }: { answer: BulkRenewAnswer; onDismiss: () => void }) {
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
      show(error instanceof Error ? error.message : "The file could not be created", "error");
    } finally {
      setExporting(false);
    }
  }

  return (
    <section aria-label="Bulk renew summary" className="flex flex-col gap-2">
      <Alert tone={refused.length === 0 ? "success" : "warning"} title={`Renewed ${answer.renewed}, refused ${answer.refused}`}>
        <p>
          {answer.months} {answer.months === 1 ? "month" : "months"} each; {answer.credits} {answer.credits === 1 ? "credit" : "credits"} used.
        </p>
        {byReason.length > 0 && (
          <ul className="mt-1 list-disc pl-5">
            {byReason.map(([reason, rows]) => (
              <li key={reason}>
                {rows?.length} {REASONS[reason] ?? reason}: {rows?.slice(0, 10).map((r) => r.name).join(", ")}
                {(rows?.length ?? 0) > 10 ? "…" : ""}
              </li>
            ))}
          </ul>
        )}
      </Alert>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={exporting} onClick={() => void exportCsv()}>
          Export summary CSV
        </Button>
        <Button variant="text" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </section>
  );
}
