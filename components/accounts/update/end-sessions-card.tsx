"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useSnackbar } from "@/hooks/use-snackbar";
import { apiFetch, errorMessage } from "@/lib/browser/api";
import { ACCOUNT_KINDS, type AccountKind } from "@/lib/accounts/kinds";

/** The sub-account's sign-ins: End sessions signs it out everywhere (issue 21). */
export function EndSessionsCard({ kind, name }: { kind: AccountKind; name: string }) {
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);

  async function endAll() {
    setBusy(true);
    try {
      const { ended } = await apiFetch<{ ended: number }>(`/api/sessions/accounts/${ACCOUNT_KINDS[kind].segment}/${encodeURIComponent(name)}`, { method: "DELETE" });
      snackbar.show(ended === 0 ? `${name} has no session to end` : `Ended ${ended === 1 ? "1 session" : `${ended} sessions`} of ${name}`, "success");
    } catch (error) {
      snackbar.show(errorMessage(error), "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Sessions">
      <p className="text-sm text-slate-700">Signs {name} out of every browser at once; signing in again needs the password.</p>
      <div className="flex justify-end">
        <Button variant="secondary" disabled={busy} onClick={() => void endAll()}>
          End sessions
        </Button>
      </div>
    </Card>
  );
}
