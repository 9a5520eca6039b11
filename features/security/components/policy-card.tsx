"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { SubmitButton } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { useAnswerText } from "@/hooks/use-answer-text";
import { useSnackbar } from "@/hooks/use-snackbar";
import { callBff } from "@/lib/browser/typed-call";
import { securityWrites } from "@/features/security/browser/security-writes";
import { ROLES, type Role } from "@/lib/roles";

type Policy = Record<Role, boolean>;

/** The admin's rule: which roles must sign in with a second factor (those without one set it up at their next sign-in). */
export function PolicyCard({ initial }: { initial: Policy }) {
  const snackbar = useSnackbar();
  const answerText = useAnswerText();
  const t = useTranslations("security");
  const roleNames: Record<Role, string> = { admin: t("roles.admin"), manager: t("roles.manager"), reseller: t("roles.reseller"), dealer: t("roles.dealer") };
  const [policy, setPolicy] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await callBff(securityWrites.policy(), policy);
      setPolicy(answer.required);
      snackbar.show(t("policySaved"), "success");
    } catch (error) {
      snackbar.show(answerText(error), "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} noValidate aria-busy={busy}>
      <Card title={t("requireTitle")}>
        <p className="text-sm">{t("requireText")}</p>
        {ROLES.map((role) => (
          <CheckboxField key={role} label={roleNames[role]} checked={policy[role]} onChange={(e) => setPolicy({ ...policy, [role]: e.target.checked })} />
        ))}
        <SubmitButton disabled={busy}>{t("save")}</SubmitButton>
      </Card>
    </form>
  );
}
