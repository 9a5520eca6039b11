"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAnswerText } from "@/hooks/use-answer-text";
import { useSnackbar } from "@/hooks/use-snackbar";
import type { AccountKind } from "@/lib/accounts/kinds";
import { accountWrites } from "@/features/accounts/browser/account-writes";
import { callBff } from "@/lib/browser/typed-call";

/** An account above resets a sub-account's second factor (it lost its phone and its recovery codes). */
export function TwoFactorResetCard({ kind, name }: { kind: AccountKind; name: string }) {
  const snackbar = useSnackbar();
  const answerText = useAnswerText();
  const [open, setOpen] = useState(false);
  const t = useTranslations("accounts");
  const [busy, setBusy] = useState(false);

  async function reset() {
    setBusy(true);
    try {
      await callBff(accountWrites.twoFactorReset(kind, name), {});
      snackbar.show(t("update.twoFactorReset", { name }), "success");
      setOpen(false);
    } catch (error) {
      snackbar.show(answerText(error), "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t("update.twoFactor")}>
      <p className="text-sm">{t("update.twoFactorText", { name })}</p>
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        {t("update.resetTwoFactor")}
      </Button>
      <ConfirmDialog
        open={open}
        title={t("update.resetTwoFactorTitle")}
        message={t("update.resetTwoFactorMessage", { name })}
        confirmLabel={t("update.reset")}
        busy={busy}
        onConfirm={() => void reset()}
        onClose={() => setOpen(false)}
      />
    </Card>
  );
}
