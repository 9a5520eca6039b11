"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { passkeyErrorMessage, twoFactorCall, webAuthnBrowser } from "./call";
import type { Enrolled } from "./totp-setup";

/** Adds a passkey: the browser creates it against the server's options, the server checks and keeps it. */
export function PasskeySetup({ duringSignIn, onDone, onError }: { duringSignIn: boolean; onDone: (answer: Enrolled) => void; onError: (message: string) => void }) {
  const [label, setLabel] = useState("");
  const [busy, setBusy] = useState(false);

  async function add() {
    setBusy(true);
    try {
      const [{ startRegistration }, optionsJSON] = await Promise.all([webAuthnBrowser(), twoFactorCall<PublicKeyCredentialCreationOptionsJSON>("/api/security/passkeys/options", {}, duringSignIn)]);
      const credential = await startRegistration({ optionsJSON });
      onDone(await twoFactorCall<Enrolled>("/api/security/passkeys", { label: label.trim() || "Passkey", credential }, duringSignIn));
      setLabel("");
    } catch (error) {
      onError(passkeyErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <TextField label="Passkey name (optional)" name="passkey-label" maxLength={40} value={label} onChange={(e) => setLabel(e.target.value)} />
      <Button variant="secondary" className="self-start" disabled={busy} onClick={() => void add()}>
        Add a passkey
      </Button>
    </div>
  );
}
