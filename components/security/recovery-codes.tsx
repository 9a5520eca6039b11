"use client";
import { Alert } from "@/components/ui/alert";

/** The ten recovery codes, shown once, right after they were made. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section aria-labelledby="recovery-codes-heading" className="flex flex-col gap-2">
      <h3 id="recovery-codes-heading" className="font-semibold">
        Recovery codes
      </h3>
      <Alert tone="warning">Save these codes somewhere safe now: they are shown only once. Each one signs you in once if you lose your authenticator.</Alert>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </section>
  );
}
