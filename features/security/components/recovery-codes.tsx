"use client";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PRODUCT_NAME } from "@/lib/client-constants";
import { CopyButton } from "./copy-button";
import { RECOVERY_FILE_NAME, recoveryFileText, saveTextFile } from "./recovery-file";

/**
 * The ten recovery codes, shown once, right after they were made: to copy, to save as a text file
 * or to print. Printing prints this part alone (`data-print-alone`, app/globals.css).
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useTranslations("security");
  const title = t("recoveryFileTitle", { product: PRODUCT_NAME });
  return (
    <section aria-labelledby="recovery-codes-heading" data-print-alone className="flex flex-col gap-2">
      <h3 id="recovery-codes-heading" className="font-semibold">
        {t("recoveryCodes")}
      </h3>
      <p className="hidden font-semibold print:block">{title}</p>
      <Alert tone="warning">{t("recoveryWarning")}</Alert>
      <ul aria-label={t("recoveryCodes")} dir="ltr" className="grid grid-cols-2 gap-1 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <CopyButton text={codes.join("\n")} label={t("copyCodes")} />
        <Button variant="secondary" onClick={() => saveTextFile(recoveryFileText(title, t("recoveryFileNote"), codes), RECOVERY_FILE_NAME)}>
          {t("downloadCodes")}
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          {t("printCodes")}
        </Button>
      </div>
    </section>
  );
}
