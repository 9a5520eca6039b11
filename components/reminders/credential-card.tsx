"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button, SubmitButton } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/text-field";
import { useSubmit } from "@/hooks/use-submit";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { useSnackbar } from "@/hooks/use-snackbar";
import { errorMessage } from "@/lib/browser/api";
import { REMINDER_TEXTS } from "@/lib/reminders/schemas";

/**
 * The password the scheduler signs in with. The panel holds an upstream token only inside a live
 * session, and the spec's sign-in takes a login and password alone, so reminders that run while
 * nobody is signed in need the account's own password, stored sealed. Checked with the upstream
 * before it is stored; never shown again.
 */
export function CredentialCard({ hasCredential }: { hasCredential: boolean }) {
  const [password, setPassword] = useState("");
  const snackbar = useSnackbar();
  const router = useRouter();
  const store = useSubmit<{ password: string }, { message: string }>({ path: "/api/reminders/credential", success: (r) => r.message, refresh: true });
  const forget = useApiMutation<{ message: string }>("/api/reminders/credential", "DELETE");

  async function remove() {
    try {
      snackbar.show((await forget.trigger(undefined)).message, "success");
      router.refresh();
    } catch (error) {
      snackbar.show(errorMessage(error), "error");
    }
  }

  return (
    <Card title="Sign-in for the reminders" aside={<span className="text-sm text-slate-600">{hasCredential ? "Password stored" : "No password stored"}</span>}>
      <p className="text-sm text-slate-700">
        Reminders and the digest go out while nobody is signed in, so the panel signs in as you with your password, stored encrypted for
        this alone. Without it nothing is sent. Change your password and you must enter it here again.
      </p>
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={async (event) => {
          event.preventDefault();
          if (!password) return snackbar.show(REMINDER_TEXTS.password, "error");
          if (await store.submit({ password })) setPassword("");
        }}
      >
        <TextField label="Your password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} maxLength={100} />
        <SubmitButton disabled={store.busy}>{hasCredential ? "Replace password" : "Store password"}</SubmitButton>
        {hasCredential && (
          <Button variant="secondary" onClick={() => void remove()} disabled={forget.isMutating}>
            Remove stored password
          </Button>
        )}
      </form>
    </Card>
  );
}
