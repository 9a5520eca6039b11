"use client";
// The keys the account sees: its own and those of the accounts below it, each with what it may
// do, when it expires and was last used, and Revoke (at once, on every instance).
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAnswerText } from "@/hooks/use-answer-text";
import { useFormat } from "@/hooks/use-format";
import { useSnackbar } from "@/hooks/use-snackbar";
import { callBff } from "@/lib/browser/typed-call";
import { keyCalls } from "../key-calls";
import type { KeyView } from "../key-input";
import { useScopeLabel } from "./scope-label";

export function KeysCard({ keys }: { keys: KeyView[] }) {
  const t = useTranslations("apiKeys");
  const scopeLabel = useScopeLabel();
  const format = useFormat();
  const router = useRouter();
  const snackbar = useSnackbar();
  const answerText = useAnswerText();
  const [revoking, setRevoking] = useState<KeyView | null>(null);
  const [busy, setBusy] = useState(false);

  async function revoke(key: KeyView) {
    setBusy(true);
    try {
      await callBff(keyCalls.revoke(key.id), undefined);
      snackbar.show(t("revoked"), "success");
      router.refresh();
    } catch (error) {
      snackbar.show(answerText(error), "error");
    } finally {
      setBusy(false);
      setRevoking(null);
    }
  }

  const status = (key: KeyView) => (key.status === "revoked" ? t("statusRevoked") : key.status === "expired" ? t("statusExpired") : t("statusActive"));

  return (
    <Card title={t("keys")} aside={<span className="text-sm text-slate-600">{format.count(keys.length)}</span>}>
      {keys.length === 0 ? (
        <p className="text-sm text-slate-700">{t("none")}</p>
      ) : (
        // A list rather than a table: each key's facts wrap within its item on a phone.
        <ul aria-label={t("keys")} className="flex flex-col divide-y divide-slate-200">
          {keys.map((key) => (
            <li key={key.id} aria-label={key.name} className="flex min-w-0 flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium break-words">
                  {key.name}{" "}
                  <span className="font-mono text-xs text-slate-600" dir="ltr">
                    rp_{key.prefix}_…
                  </span>
                </p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-slate-600">{t("status")}</dt>
                  <dd>{status(key)}</dd>
                  <dt className="text-slate-600">{t("owner")}</dt>
                  <dd className="break-words">{key.own ? t("you") : key.owner.name}</dd>
                  <dt className="text-slate-600">{t("scopes")}</dt>
                  <dd className="break-words">{key.scopes.map((scope) => scopeLabel(scope)).join(", ")}</dd>
                  <dt className="text-slate-600">{t("expires")}</dt>
                  <dd>{key.expiresAt ? format.timestamp(Date.parse(key.expiresAt)) : t("never")}</dd>
                  <dt className="text-slate-600">{t("lastUsed")}</dt>
                  <dd className="break-words">
                    {key.lastUsedAt ? format.timestamp(Date.parse(key.lastUsedAt)) : t("neverUsed")}
                    {key.lastUsedAddress && (
                      <span className="ms-2 text-slate-600" dir="ltr">
                        {key.lastUsedAddress}
                      </span>
                    )}
                  </dd>
                </dl>
              </div>
              {key.status !== "revoked" && (
                <Button
                  variant="danger"
                  padding="compact"
                  className="self-start"
                  disabled={busy}
                  onClick={() => setRevoking(key)}
                  aria-label={t("revokeNamed", { name: key.name })}
                >
                  {t("revoke")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t("revokeTitle")}
        message={t("revokeMessage", { name: revoking?.name ?? "" })}
        confirmLabel={t("revoke")}
        busy={busy}
        onConfirm={() => revoking && void revoke(revoking)}
        onClose={() => setRevoking(null)}
      />
    </Card>
  );
}
