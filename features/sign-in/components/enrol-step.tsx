"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PasskeySetup } from "@/features/security";
import { RecoveryCodes } from "@/features/security";
import { TotpSetup, type Enrolled } from "@/features/security";
import type { SignedIn } from "./second-factor-step";

/** A role that must have a second factor and has none sets one up here, before any other screen; the session starts with it. */
export function EnrolStep({ onSignedIn, onError }: { onSignedIn: (answer: SignedIn) => void; onError: (message: string) => void }) {
  const t = useTranslations("auth");
  const [done, setDone] = useState<(Enrolled & SignedIn) | null>(null);
  if (done) {
    return (
      <div className="flex flex-col gap-3">
        <Alert tone="success">{t("twoFactorSetUp")}</Alert>
        {done.recoveryCodes && <RecoveryCodes codes={done.recoveryCodes} />}
        <Button className="w-full" onClick={() => onSignedIn(done)}>
          {t("continue")}
        </Button>
      </div>
    );
  }
  const finished = (answer: Enrolled) => setDone(answer as Enrolled & SignedIn);
  return (
    <div className="flex flex-col gap-3">
      <Alert tone="warning">{t("mustEnrol")}</Alert>
      <TotpSetup duringSignIn onDone={finished} onError={onError} />
      <PasskeySetup duringSignIn onDone={finished} onError={onError} />
    </div>
  );
}
