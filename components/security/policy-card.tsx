"use client";
import { useState } from "react";
import { SubmitButton } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { useSnackbar } from "@/hooks/use-snackbar";
import { apiFetch, errorMessage } from "@/lib/browser/api";
import { ROLE_INFO, ROLES, type Role } from "@/lib/roles";

type Policy = Record<Role, boolean>;

/** The admin's rule: which roles must sign in with a second factor (those without one set it up at their next sign-in). */
export function PolicyCard({ initial }: { initial: Policy }) {
  const snackbar = useSnackbar();
  const [policy, setPolicy] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await apiFetch<{ required: Policy }>("/api/security/policy", { method: "PUT", body: policy });
      setPolicy(answer.required);
      snackbar.show("Saved the two-factor rule", "success");
    } catch (error) {
      snackbar.show(errorMessage(error), "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} noValidate aria-busy={busy}>
      <Card title="Require two-factor sign-in">
        <p className="text-sm">Accounts of a checked role without a second factor must set one up right after their password, at their next sign-in.</p>
        {ROLES.map((role) => (
          <CheckboxField key={role} label={ROLE_INFO[role].label} checked={policy[role]} onChange={(e) => setPolicy({ ...policy, [role]: e.target.checked })} />
        ))}
        <SubmitButton disabled={busy}>Save</SubmitButton>
      </Card>
    </form>
  );
}
