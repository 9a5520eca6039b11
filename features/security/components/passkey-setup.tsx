"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useAnswerText } from "@/hooks/use-answer-text";
import { ApiError } from "@/lib/browser/api";
import { callBff } from "@/lib/browser/typed-call";
import { securityWrites } from "@/features/security/browser/security-writes";
import { webAuthnBrowser } from "./webauthn-browser";
import type { AskCode, Enrolled } from "./totp-setup";

/** Adds a passkey: the browser creates it against the server's options, the server checks and keeps it. */
export function PasskeySetup({
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
  const [label, setLabel] = useState("");
  const [busy, setBusy] = useState(false);

  async function add(code?: string) {
    setBusy(true);
    try {
      const [{ startRegistration }, optionsJSON] = await Promise.all([
        webAuthnBrowser(),
        callBff(securityWrites.passkeyOptions(), code ? { code } : {}, { duringSignIn }),
      ]);
      const credential = await startRegistration({ optionsJSON });
      onDone(await callBff(securityWrites.passkeyAdd(), { label: label.trim() || t("defaultPasskeyName"), credential }, { duringSignIn }));
      setLabel("");
    } catch (error) {
      // The server's refusal, or what the browser's refusal means (the person cancelled, or no authenticator answered).
      onError(error instanceof ApiError ? answerText(error) : t("passkeyCancelled"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <TextField label={t("passkeyName")} name="passkey-label" maxLength={40} value={label} onChange={(e) => setLabel(e.target.value)} />
      <Button variant="secondary" className="self-start" disabled={busy} onClick={() => (askCode ? askCode((code) => void add(code)) : void add())}>
        {t("addPasskey")}
      </Button>
    </div>
  );
}
