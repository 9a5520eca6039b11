"use client";
// Create a key: a name, its permissions, an optional expiry and address list, and (with a second
// factor) a current code. The secret is shown once, here, and never again.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { CopyButton } from "@/features/security";
import { ApiError, errorMessage } from "@/lib/browser/api";
import { callBff } from "@/lib/browser/typed-call";
import { keyCalls } from "../key-calls";
import { createKeySchema } from "../key-input";
import { API_SCOPES } from "../scopes";
import { useKeyErrorText } from "./key-error-text";
import { useScopeLabel } from "./scope-label";

export function NewKeyCard({ needsCode }: { needsCode: boolean }) {
  const t = useTranslations("apiKeys");
  const scopeLabel = useScopeLabel();
  const router = useRouter();
  const errorText = useKeyErrorText();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<string[]>(["clients:read"]);
  const [days, setDays] = useState("");
  const [allowed, setAllowed] = useState("");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field?: string; text: string } | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  async function create() {
    setError(null);
    const input = {
      name,
      scopes,
      expiresInDays: days.trim() === "" ? null : Number(days),
      allowed: allowed
        .split(/[\s,]+/)
        .map((line) => line.trim())
        .filter(Boolean),
      ...(needsCode ? { code } : {}),
    };
    const checked = createKeySchema.safeParse(input);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setError({ field: String(issue.path[0] ?? ""), text: errorText(issue.message) });
      return;
    }
    setBusy(true);
    try {
      const answer = await callBff(keyCalls.create(), input as never);
      setSecret(answer.secret);
      setName("");
      setCode("");
      router.refresh();
    } catch (failure) {
      // The BFF's refusal in the reader's language, beside the field it names (a missing or wrong code).
      const field = failure instanceof ApiError ? (failure.body as { field?: unknown } | null)?.field : undefined;
      setError({ field: typeof field === "string" ? field : undefined, text: errorText(errorMessage(failure)) });
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (field: string) => (error?.field === field ? error.text : undefined);

  return (
    <Card title={t("newKey")}>
      {secret && (
        // Not the kit's Alert: the key is one long word, which must wrap within the card on a phone.
        <div role="status" className="flex min-w-0 flex-col gap-2 rounded border border-success/40 bg-green-50 px-4 py-3 text-sm text-green-900">
          <p className="font-semibold">{t("secretTitle")}</p>
          <p>{t("secretOnce")}</p>
          <code className="block min-w-0 rounded bg-white p-2 font-mono text-sm break-all text-slate-900" dir="ltr" data-testid="api-key-secret">
            {secret}
          </code>
          <span className="flex flex-wrap gap-2">
            <CopyButton text={secret} label={t("copy")} />
            <Button variant="text" onClick={() => setSecret(null)}>
              {t("hideSecret")}
            </Button>
          </span>
        </div>
      )}
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <TextField label={t("name")} value={name} maxLength={60} required onChange={(event) => setName(event.target.value)} error={fieldError("name")} />
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium text-slate-800">{t("scopes")}</legend>
          <div className="grid gap-x-4 sm:grid-cols-2">
            {API_SCOPES.map((scope) => (
              <CheckboxField
                key={scope}
                label={scopeLabel(scope)}
                checked={scopes.includes(scope)}
                onChange={(event) => setScopes((now) => (event.target.checked ? [...now, scope] : now.filter((s) => s !== scope)))}
              />
            ))}
          </div>
          {fieldError("scopes") && <p className="text-sm text-danger">{fieldError("scopes")}</p>}
        </fieldset>
        <TextField
          label={t("expiresInDays")}
          hint={t("expiresHint")}
          inputMode="numeric"
          value={days}
          onChange={(event) => setDays(event.target.value)}
          error={fieldError("expiresInDays")}
        />
        <TextareaField
          label={t("allowed")}
          hint={t("allowedHint")}
          dir="ltr"
          value={allowed}
          onChange={(event) => setAllowed(event.target.value)}
          error={fieldError("allowed")}
        />
        {needsCode && (
          <TextField
            label={t("code")}
            hint={t("codeHint")}
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={fieldError("code")}
          />
        )}
        {error && !error.field && <Alert tone="error">{error.text}</Alert>}
        <div className="flex justify-end">
          <Button type="submit" disabled={busy}>
            {t("create")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
