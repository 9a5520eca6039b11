"use client";
// The upstream password the API signs in with (the same one the reminders use), stored sealed, and the trade-off said plainly.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/text-field";
import { useAnswerText } from "@/hooks/use-answer-text";
import { useSnackbar } from "@/hooks/use-snackbar";
import { callBff } from "@/lib/browser/typed-call";
import { keyCalls } from "../key-calls";

export function CredentialCard({ hasCredential }: { hasCredential: boolean }) {
  const t = useTranslations("apiKeys");
  const router = useRouter();
  const snackbar = useSnackbar();
  const answerText = useAnswerText();
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);

  async function run(send: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await send();
      setPassword("");
      snackbar.show(done, "success");
      router.refresh();
    } catch (error) {
      snackbar.show(answerText(error), "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t("credentialTitle")} aside={<span className="text-sm text-slate-600">{hasCredential ? t("credentialStored") : t("credentialMissing")}</span>}>
      <p className="text-sm text-slate-700">{t("credentialTradeOff")}</p>
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (password) void run(() => callBff(keyCalls.storePassword(), { password }), t("credentialSaved"));
        }}
      >
        <TextField
          label={t("password")}
          type="password"
          autoComplete="current-password"
          value={password}
          maxLength={100}
          onChange={(event) => setPassword(event.target.value)}
          className="sm:flex-1"
        />
        <Button type="submit" disabled={busy || !password}>
          {t("savePassword")}
        </Button>
        {hasCredential && (
          <Button variant="secondary" disabled={busy} onClick={() => void run(() => callBff(keyCalls.forgetPassword(), undefined), t("credentialForgotten"))}>
            {t("forgetPassword")}
          </Button>
        )}
      </form>
    </Card>
  );
}
