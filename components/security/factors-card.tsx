"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useAnswerText } from "@/hooks/use-answer-text";
import { useSnackbar } from "@/hooks/use-snackbar";
import { callBff } from "@/lib/browser/call-bff";
import { securityWrites } from "@/lib/browser/security-writes";
import { formatDate } from "@/lib/format";
import type { FactorSummary } from "@/lib/two-factor/factors";
import { CodeDialog } from "./code-dialog";
import { PasskeySetup } from "./passkey-setup";
import { RecoveryCodes } from "./recovery-codes";
import { TotpSetup, type Enrolled } from "./totp-setup";

type Factor = { kind: "totp" } | { kind: "passkey"; id: string; label: string };
type Asking = { what: "remove"; factor: Factor } | { what: "codes" };

/** The account's own factors: set up an app or a passkey, remove one, or get new recovery codes; each change of an existing factor asks for a current code. */
export function FactorsCard({ summary }: { summary: FactorSummary }) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const answerText = useAnswerText();
  const t = useTranslations("security");
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busy, setBusy] = useState(false);
  const fail = (message: string) => snackbar.show(message, "error");

  function enrolled(message: string) {
    return (answer: Enrolled) => {
      snackbar.show(message, "success");
      if (answer.recoveryCodes) setCodes(answer.recoveryCodes);
      router.refresh();
    };
  }

  async function confirm(code: string) {
    if (!asking) return;
    setBusy(true);
    try {
      if (asking.what === "remove") {
        const factor = asking.factor.kind === "totp" ? ({ kind: "totp" } as const) : ({ kind: "passkey", id: asking.factor.id } as const);
        await callBff(securityWrites.remove(), { factor, code });
        snackbar.show(asking.factor.kind === "totp" ? t("removedApp") : t("removedPasskey", { label: asking.factor.label }), "success");
      } else {
        setCodes((await callBff(securityWrites.recoveryCodes(), { code })).recoveryCodes);
      }
      setAsking(null);
      router.refresh();
    } catch (error) {
      fail(answerText(error));
    } finally {
      setBusy(false);
    }
  }

  const hasFactor = summary.totp !== null || summary.passkeys.length > 0;
  return (
    <Card title={t("twoFactor")} aside={<span className="text-sm">{hasFactor ? t("on") : t("off")}</span>}>
      {codes && <RecoveryCodes codes={codes} />}
      <ul aria-label={t("yourFactors")} className="flex flex-col divide-y divide-slate-200">
        {summary.totp && (
          <FactorRow label={t("authenticatorApp")} since={summary.totp.createdAt} onRemove={() => setAsking({ what: "remove", factor: { kind: "totp" } })} />
        )}
        {summary.passkeys.map((passkey) => (
          <FactorRow
            key={passkey.id}
            label={t("passkeyLabel", { label: passkey.label })}
            since={passkey.createdAt}
            onRemove={() => setAsking({ what: "remove", factor: { kind: "passkey", id: passkey.id, label: passkey.label } })}
          />
        ))}
        {!hasFactor && <li className="py-2 text-sm">{t("noFactor")}</li>}
      </ul>
      {hasFactor && (
        <p className="text-sm">
          {t("codesLeft", { count: summary.recoveryCodesLeft })}{" "}
          <Button variant="text" onClick={() => setAsking({ what: "codes" })}>
            {t("newCodes")}
          </Button>
        </p>
      )}
      {!summary.totp && <TotpSetup duringSignIn={false} onDone={enrolled(t("appSetUp"))} onError={fail} />}
      <PasskeySetup duringSignIn={false} onDone={enrolled(t("passkeyAdded"))} onError={fail} />
      <CodeDialog
        open={asking !== null}
        title={asking?.what === "codes" ? t("newCodesTitle") : t("removeTitle")}
        message={t("codeMessage")}
        confirmLabel={asking?.what === "codes" ? t("makeNewCodes") : t("remove")}
        busy={busy}
        onConfirm={(code) => void confirm(code)}
        onClose={() => setAsking(null)}
      />
    </Card>
  );
}

function FactorRow({ label, since, onRemove }: { label: string; since: number; onRemove: () => void }) {
  const t = useTranslations("security");
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span>
        {label} <span className="text-sm text-slate-600">{t("since", { date: formatDate(since) })}</span>
      </span>
      <Button variant="text" onClick={onRemove} aria-label={t("removeFactor", { label })}>
        {t("remove")}
      </Button>
    </li>
  );
}
