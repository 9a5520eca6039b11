"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useAnswerText } from "@/hooks/use-answer-text";
import { callBff } from "@/lib/browser/typed-call";
import { securityWrites } from "@/lib/browser/security-writes";
import type { EnrolledAnswer, TotpStartedAnswer } from "@/lib/schemas/two-factor";

/** What setting up a factor answers (also during a sign-in, with the session's answer). */
export type Enrolled = EnrolledAnswer;

/**
 * Asks for a current code before a new factor is started (the account has one already), then
 * goes on with it; absent, the setup starts without one (the account's first factor).
 */
export type AskCode = (resume: (code: string) => void) => void;

/** Sets up an authenticator app: the QR code and the key as text, then the app's first code confirms it. */
export function TotpSetup({
  duringSignIn,
  askCode,
  onDone,
  onError,
}: {
  duringSignIn: boolean;
  askCode?: AskCode;
  onDone: (answer: Enrolled) => void;
  onError: (message: string) => void;
}) {
  const t = useTranslations("security");
  const answerText = useAnswerText();
  const [started, setStarted] = useState<TotpStartedAnswer | null>(null);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      onError(answerText(error));
    } finally {
      setBusy(false);
    }
  }

  const start = (code?: string) => void run(async () => setStarted(await callBff(securityWrites.totpStart(), code ? { code } : {}, { duringSignIn })));
  if (!started) {
    return (
      <Button variant="secondary" disabled={busy} onClick={() => (askCode ? askCode(start) : start())}>
        {t("setUpApp")}
      </Button>
    );
  }
  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void run(async () => onDone(await callBff(securityWrites.totpConfirm(), { code }, { duringSignIn })));
      }}
    >
      <p className="text-sm">{t("scan")}</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn on the server, nothing to optimise */}
      <img src={started.qrCode} alt={t("qrAlt")} width={180} height={180} className="self-start bg-white" />
      <p className="text-sm">
        {t("key")}{" "}
        <code dir="ltr" className="break-all font-mono" data-testid="totp-secret">
          {started.secret}
        </code>
      </p>
      <TextField
        label={t("appCode")}
        name="totp-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={busy || code.trim().length !== 6}>
          {t("confirm")}
        </Button>
      </div>
    </form>
  );
}
