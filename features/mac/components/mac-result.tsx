import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Chip } from "@/components/ui/chip";
import type { MacSearchResult } from "@/lib/schemas/mac";

/** 'Mac address is available' (success) or 'Mac address is in use' with the client's status when the caller may know it (error), spec §8. */
export function MacResult({ mac, result }: { mac: string; result: MacSearchResult }) {
  const t = useTranslations("mac");
  if (!result.found) {
    return (
      <Alert tone="success" title={t("available")}>
        <bdi dir="ltr">{mac}</bdi>
      </Alert>
    );
  }
  return (
    <Alert tone="error" title={t("inUse")}>
      <span className="flex flex-wrap items-center gap-2">
        <bdi dir="ltr">{mac}</bdi>
        {result.status && <Chip tone={result.status === "ACTIVE" ? "success" : "danger"}>{t(`status.${result.status}`)}</Chip>}
      </span>
    </Alert>
  );
}
