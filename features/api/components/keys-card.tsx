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
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t("keys")}</caption>
            <thead>
              <tr className="border-b text-start">
                <th scope="col" className="p-2 text-start">
                  {t("name")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("owner")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("scopes")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("expires")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("lastUsed")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("status")}
                </th>
                <th scope="col" className="p-2 text-start">
                  <span className="sr-only">{t("actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <tr key={key.id} className="border-b align-top">
                  <th scope="row" className="p-2 text-start font-medium">
                    {key.name}
                    <span className="block font-mono text-xs text-slate-600" dir="ltr">
                      rp_{key.prefix}_…
                    </span>
                  </th>
                  <td className="p-2">{key.own ? t("you") : key.owner.name}</td>
                  <td className="p-2">{key.scopes.map((scope) => scopeLabel(scope)).join(", ")}</td>
                  <td className="p-2">{key.expiresAt ? format.timestamp(Date.parse(key.expiresAt)) : t("never")}</td>
                  <td className="p-2">
                    {key.lastUsedAt ? format.timestamp(Date.parse(key.lastUsedAt)) : t("neverUsed")}
                    {key.lastUsedAddress && (
                      <span className="block text-xs text-slate-600" dir="ltr">
                        {key.lastUsedAddress}
                      </span>
                    )}
                  </td>
                  <td className="p-2">{status(key)}</td>
                  <td className="p-2">
                    {!key.revokedAt && (
                      <Button
                        variant="danger"
                        padding="compact"
                        disabled={busy}
                        onClick={() => setRevoking(key)}
                        aria-label={t("revokeNamed", { name: key.name })}
                      >
                        {t("revoke")}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
