"use client";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";

/** The ten recovery codes, shown once, right after they were made. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useTranslations("security");
  return (
    <section aria-labelledby="recovery-codes-heading" className="flex flex-col gap-2">
      <h3 id="recovery-codes-heading" className="font-semibold">
        {t("recoveryCodes")}
      </h3>
      <Alert tone="warning">{t("recoveryWarning")}</Alert>
      <ul aria-label={t("recoveryCodes")} dir="ltr" className="grid grid-cols-2 gap-1 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </section>
  );
}
