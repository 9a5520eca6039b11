"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button, SubmitButton } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/text-field";
import { useSubmit } from "@/hooks/use-submit";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { useAnswerText } from "@/hooks/use-answer-text";
import { useSnackbar } from "@/hooks/use-snackbar";

/**
 * The password the scheduler signs in with. The panel holds an upstream token only inside a live
 * session, and the spec's sign-in takes a login and password alone, so reminders that run while
 * nobody is signed in need the account's own password, stored sealed. Checked with the upstream
 * before it is stored; never shown again.
 */
export function CredentialCard({ hasCredential }: { hasCredential: boolean }) {
  const [password, setPassword] = useState("");
  const snackbar = useSnackbar();
  const answerText = useAnswerText();
  const t = useTranslations("reminders");
  const router = useRouter();
  // The BFF answers its sentences in English (the API contract): the browser says them in the reader's language.
  const store = useSubmit<{ password: string }, { message: string }>({ path: "/api/reminders/credential", success: () => t("credentialSaved"), refresh: true });
  const forget = useApiMutation<{ message: string }>("/api/reminders/credential", "DELETE");

  async function remove() {
    try {
      await forget.trigger(undefined);
      snackbar.show(t("credentialForgotten"), "success");
      router.refresh();
    } catch (error) {
      snackbar.show(answerText(error), "error");
    }
  }

  return (
    <Card title={t("credentialTitle")} aside={<span className="text-sm text-slate-600">{hasCredential ? t("passwordStored") : t("noPasswordStored")}</span>}>
      <p className="text-sm text-slate-700">{t("credentialText")}</p>
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={async (event) => {
          event.preventDefault();
          if (!password) return snackbar.show(t("enterPassword"), "error");
          if (await store.submit({ password })) setPassword("");
        }}
      >
        <TextField
          label={t("yourPassword")}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          maxLength={100}
        />
        <SubmitButton disabled={store.busy}>{hasCredential ? t("replacePassword") : t("storePassword")}</SubmitButton>
        {hasCredential && (
          <Button variant="secondary" onClick={() => void remove()} disabled={forget.isMutating}>
            {t("removePassword")}
          </Button>
        )}
      </form>
    </Card>
  );
}
