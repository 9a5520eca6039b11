"use client";
// A signing secret as it is given: this once, to copy into the receiving shop. The panel keeps it
// sealed and never shows it again; a lost one is replaced by rotating.
import { useTranslations } from "next-intl";
import { CopyButton } from "@/features/security";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

export function SecretShownOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const t = useTranslations("webhooks");
  return (
    <Alert tone="success" title={t("secretTitle")}>
      <p>{t("secretText")}</p>
      <code className="my-2 block break-all rounded bg-white px-2 py-1 font-mono text-slate-900" dir="ltr" data-testid="webhook-secret">
        {secret}
      </code>
      <span className="flex flex-wrap gap-2">
        <CopyButton text={secret} label={t("copySecret")} />
        <Button variant="text" onClick={onDone}>
          {t("secretDone")}
        </Button>
      </span>
    </Alert>
  );
}
