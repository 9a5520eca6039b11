"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/text-field";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { useAnswerText } from "@/hooks/use-answer-text";
import { useSnackbar } from "@/hooks/use-snackbar";

type Props = { hasCredential: boolean; password: string; onChange: (password: string) => void; error?: string };

/**
 * The password the scheduler signs in with, a part of the reminders form (saved with it). The
 * panel holds an upstream token only inside a live session, and the spec's sign-in takes a login
 * and password alone, so reminders that run while nobody is signed in need the account's own
 * password, stored sealed. Checked with the upstream before it is stored; never shown again.
 */
export function CredentialCard({ hasCredential, password, onChange, error }: Props) {
  const snackbar = useSnackbar();
  const answerText = useAnswerText();
  const t = useTranslations("reminders");
  const router = useRouter();
  const forget = useApiMutation<{ message: string }>("/api/reminders/credential", "DELETE");

  async function remove() {
    try {
      await forget.trigger(undefined);
      snackbar.show(t("credentialForgotten"), "success");
      router.refresh();
    } catch (failure) {
      snackbar.show(answerText(failure), "error");
    }
  }

  return (
    <Card title={t("credentialTitle")} aside={<span className="text-sm text-slate-600">{hasCredential ? t("passwordStored") : t("noPasswordStored")}</span>}>
      <p className="text-sm text-slate-700">{t("credentialText")}</p>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={t("yourPassword")}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => onChange(e.target.value)}
          maxLength={100}
          error={error}
          hint={hasCredential ? t("keepPasswordHint") : t("passwordHint")}
        />
        {hasCredential && (
          <Button variant="secondary" onClick={() => void remove()} disabled={forget.isMutating}>
            {t("removePassword")}
          </Button>
        )}
      </div>
    </Card>
  );
}
