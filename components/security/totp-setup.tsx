"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { errorMessage } from "@/lib/browser/api";
import { twoFactorCall } from "./call";

type Started = { secret: string; uri: string; qrCode: string };
export type Enrolled = { recoveryCodes: string[] | null };

/** Sets up an authenticator app: the QR code and the key as text, then the app's first code confirms it. */
export function TotpSetup({ duringSignIn, onDone, onError }: { duringSignIn: boolean; onDone: (answer: Enrolled) => void; onError: (message: string) => void }) {
  const [started, setStarted] = useState<Started | null>(null);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      onError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  if (!started) {
    return (
      <Button variant="secondary" disabled={busy} onClick={() => void run(async () => setStarted(await twoFactorCall<Started>("/api/security/totp", {}, duringSignIn)))}>
        Set up authenticator app
      </Button>
    );
  }
  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void run(async () => onDone(await twoFactorCall<Enrolled>("/api/security/totp/confirm", { code }, duringSignIn)));
      }}
    >
      <p className="text-sm">Scan this QR code with your authenticator app, or type the key below into it.</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn on the server, nothing to optimise */}
      <img src={started.qrCode} alt="QR code for your authenticator app" width={180} height={180} className="self-start bg-white" />
      <p className="text-sm">
        Key: <code className="break-all font-mono" data-testid="totp-secret">{started.secret}</code>
      </p>
      <TextField label="Code from the app" name="totp-code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
      <div className="flex justify-end">
        <Button type="submit" disabled={busy || code.trim().length !== 6}>
          Confirm
        </Button>
      </div>
    </form>
  );
}
