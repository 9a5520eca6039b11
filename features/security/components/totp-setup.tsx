"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { CopyButton } from "./copy-button";
import { useAnswerText } from "@/hooks/use-answer-text";
import { callBff } from "@/lib/browser/typed-call";
import { securityWrites } from "@/features/security/browser/security-writes";
import type { EnrolledAnswer, TotpStartedAnswer } from "@/lib/schemas/two-factor";

/** What setting up a factor answers (also during a sign-in, with the session's answer). */
export type Enrolled = EnrolledAnswer;

/**
 * Asks for a current code before a new factor is started (the account has one already), then
 * goes on with it; absent, the setup starts without one (the account's first factor).
 */
export type AskCode = (resume: (code: string) => void) => void;

/**
 * Sets up an authenticator app in numbered steps: open the app, scan the QR code (or copy the key
 * into it), type its first code, which confirms it.
 */
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
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void run(async () => onDone(await callBff(securityWrites.totpConfirm(), { code }, { duringSignIn })));
      }}
    >
      <ol className="flex flex-col gap-4">
        <Step number={1}>
          <p className="text-sm">{t("appStep1")}</p>
        </Step>
        <Step number={2}>
          <p className="text-sm">{t("appStep2")}</p>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn on the server, nothing to optimise */}
          <img src={started.qrCode} alt={t("qrAlt")} width={180} height={180} className="self-start bg-white" />
          <p className="flex flex-wrap items-center gap-2 text-sm">
            {t("key")}
            <code dir="ltr" className="break-all rounded bg-slate-100 px-2 py-1 font-mono" data-testid="totp-secret">
              {started.secret}
            </code>
          </p>
          <CopyButton text={started.secret} label={t("copyKey")} />
        </Step>
        <Step number={3}>
          <p className="text-sm">{t("appStep3")}</p>
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
        </Step>
      </ol>
    </form>
  );
}

/** One numbered step of the set-up: its number in a circle, what to do beside it. */
function Step({ number, children }: { number: number; children: React.ReactNode }) {
  return (
    <li className="flex gap-3">
      <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-on-primary">
        {number}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">{children}</div>
    </li>
  );
}
