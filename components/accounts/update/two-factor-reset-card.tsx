"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useSnackbar } from "@/hooks/use-snackbar";
import { accountPath, type AccountKind } from "@/lib/accounts/kinds";
import { apiFetch, errorMessage } from "@/lib/browser/api";

/** An account above resets a sub-account's second factor (it lost its phone and its recovery codes). */
export function TwoFactorResetCard({ kind, name }: { kind: AccountKind; name: string }) {
  const snackbar = useSnackbar();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function reset() {
    setBusy(true);
    try {
      await apiFetch(`${accountPath(kind, name)}/two-factor-reset`, { method: "POST", body: {} });
      snackbar.show(`Reset two-factor sign-in for ${name}`, "success");
      setOpen(false);
    } catch (error) {
      snackbar.show(errorMessage(error), "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Two-factor sign-in">
      <p className="text-sm">If {name} lost their authenticator and recovery codes, remove their second factors; they sign in with the password alone, or set up a new one if their role must.</p>
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        Reset two-factor sign-in
      </Button>
      <ConfirmDialog
        open={open}
        title="Reset two-factor sign-in?"
        message={`Remove every second factor and recovery code of ${name}?`}
        confirmLabel="Reset"
        busy={busy}
        onConfirm={() => void reset()}
        onClose={() => setOpen(false)}
      />
    </Card>
  );
}
