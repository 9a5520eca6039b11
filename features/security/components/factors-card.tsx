"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useAnswerText } from "@/hooks/use-answer-text";
import { useSnackbar } from "@/hooks/use-snackbar";
import { callBff } from "@/lib/browser/typed-call";
import { securityWrites } from "@/features/security/browser/security-writes";
import { useFormat } from "@/hooks/use-format";
import type { FactorSummary } from "@/features/security/two-factor/factors";
import { CodeDialog } from "./code-dialog";
import { PasskeySetup } from "./passkey-setup";
import { RecoveryCodes } from "./recovery-codes";
import { TotpSetup, type Enrolled } from "./totp-setup";

type Translate = ReturnType<typeof useTranslations<"security">>;

/** The code dialog's title and button for each change that asks for a current code. */
const DIALOG: Record<Asking["what"], { title: (t: Translate) => string; confirm: (t: Translate) => string }> = {
  remove: { title: (t) => t("removeTitle"), confirm: (t) => t("remove") },
  codes: { title: (t) => t("newCodesTitle"), confirm: (t) => t("makeNewCodes") },
  totp: { title: (t) => t("newAppTitle"), confirm: (t) => t("continue") },
  passkey: { title: (t) => t("newPasskeyTitle"), confirm: (t) => t("continue") },
};

type Factor = { kind: "totp" } | { kind: "passkey"; id: string; label: string };
type Asking = { what: "remove"; factor: Factor } | { what: "codes" } | { what: "totp" | "passkey"; resume: (code: string) => void };

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
    if (asking.what === "totp" || asking.what === "passkey") {
      // The setup goes on with the code, and reports its own refusal (a wrong code among them).
      setAsking(null);
      asking.resume(code);
      return;
    }
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
      {!summary.totp && (
        <TotpSetup
          duringSignIn={false}
          askCode={hasFactor ? (resume) => setAsking({ what: "totp", resume }) : undefined}
          onDone={enrolled(t("appSetUp"))}
          onError={fail}
        />
      )}
      <PasskeySetup
        duringSignIn={false}
        askCode={hasFactor ? (resume) => setAsking({ what: "passkey", resume }) : undefined}
        onDone={enrolled(t("passkeyAdded"))}
        onError={fail}
      />
      <CodeDialog
        open={asking !== null}
        title={DIALOG[asking?.what ?? "remove"].title(t)}
        message={t("codeMessage")}
        confirmLabel={DIALOG[asking?.what ?? "remove"].confirm(t)}
        busy={busy}
        onConfirm={(code) => void confirm(code)}
        onClose={() => setAsking(null)}
      />
    </Card>
  );
}

function FactorRow({ label, since, onRemove }: { label: string; since: number; onRemove: () => void }) {
  const t = useTranslations("security");
  const format = useFormat();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span>
        <bdi>{label}</bdi> <span className="text-sm text-slate-600">{t("since", { date: format.date(since) })}</span>
      </span>
      <Button variant="text" onClick={onRemove} aria-label={t("removeFactor", { label })}>
        {t("remove")}
      </Button>
    </li>
  );
}
