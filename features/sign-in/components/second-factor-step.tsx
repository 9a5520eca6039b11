"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { webAuthnBrowser } from "@/features/security";
import { useAnswerText } from "@/hooks/use-answer-text";
import { ApiError } from "@/lib/browser/api";
import { authCalls } from "@/features/sign-in/browser/auth-calls";
import { callBff } from "@/lib/browser/typed-call";
import type { SignedInAnswer, SignInMethods } from "@/lib/schemas/auth";

export type SignedIn = SignedInAnswer;
export type Methods = SignInMethods;

type Props = {
  methods: Methods;
  onSignedIn: (answer: SignedIn) => void;
  /** The pending sign-in ended (timed out, or too many wrong codes): back to the password. */
  onEnded: (message: string) => void;
  onError: (message: string) => void;
};

/** The sign-in's second step: a code from the authenticator app or a recovery code, or a passkey. */
export function SecondFactorStep({ methods, onSignedIn, onEnded, onError }: Props) {
  const t = useTranslations("auth");
  const tSecurity = useTranslations("security");
  const answerText = useAnswerText();
  // What the browser's refusal means when it is not the server's: the person cancelled, or no authenticator answered.
  const passkeyError = (error: unknown) => (error instanceof ApiError ? answerText(error) : tSecurity("passkeyCancelled"));
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);

  async function attempt(send: () => Promise<SignedIn>, describe: (error: unknown) => string) {
    setBusy(true);
    try {
      onSignedIn(await send());
    } catch (error) {
      const ended = error instanceof ApiError && error.status === 401 && (error.body as { ended?: boolean } | null)?.ended === true;
      if (ended) onEnded(error.message);
      else onError(describe(error));
      setBusy(false);
    }
  }

  const withCode = () => callBff(authCalls.secondFactor(), { code }, { duringSignIn: true });
  const withPasskey = async () => {
    const [{ startAuthentication }, optionsJSON] = await Promise.all([webAuthnBrowser(), callBff(authCalls.passkeyOptions(), {}, { duringSignIn: true })]);
    const credential = await startAuthentication({ optionsJSON });
    return callBff(authCalls.passkey(), { credential }, { duringSignIn: true });
  };

  return (
    <div className="flex flex-col gap-3">
      <Alert tone="info">{t("passwordRight")}</Alert>
      {methods.totp && (
        <form
          className="flex flex-col gap-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy && code.trim()) void attempt(withCode, answerText);
          }}
        >
          <TextField
            label={t("authCode")}
            name="code"
            autoComplete="one-time-code"
            maxLength={32}
            hint={t("authCodeHint")}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoFocus
          />
          <Button type="submit" disabled={busy || !code.trim()} className="w-full">
            {t("verify")}
          </Button>
        </form>
      )}
      {methods.passkey && (
        <Button variant="secondary" disabled={busy} className="w-full" onClick={() => void attempt(withPasskey, passkeyError)}>
          {t("usePasskey")}
        </Button>
      )}
    </div>
  );
}
