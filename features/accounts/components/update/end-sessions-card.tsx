"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useAnswerText } from "@/hooks/use-answer-text";
import { useSnackbar } from "@/hooks/use-snackbar";
import { isLocale } from "@/i18n/locales";
import { callBff } from "@/lib/browser/typed-call";
import { sessionWrites } from "@/features/sessions";
import { formatCount } from "@/lib/format";
import type { AccountKind } from "@/lib/accounts/kinds";

/** The sub-account's sign-ins: End sessions signs it out everywhere. */
export function EndSessionsCard({ kind, name }: { kind: AccountKind; name: string }) {
  const snackbar = useSnackbar();
  const answerText = useAnswerText();
  const [busy, setBusy] = useState(false);
  const t = useTranslations("accounts");
  const locale = useLocale();

  async function endAll() {
    setBusy(true);
    try {
      const { ended } = await callBff(sessionWrites.endAccount(kind, name), undefined);
      snackbar.show(
        ended === 0
          ? t("update.noSessionToEnd", { name })
          : t("update.endedSessions", { count: ended, n: formatCount(ended, isLocale(locale) ? locale : undefined), name }),
        "success",
      );
    } catch (error) {
      snackbar.show(answerText(error), "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t("update.sessions")}>
      <p className="text-sm text-slate-700">{t("update.sessionsText", { name })}</p>
      <div className="flex justify-end">
        <Button variant="secondary" disabled={busy} onClick={() => void endAll()}>
          {t("update.endSessions")}
        </Button>
      </div>
    </Card>
  );
}
