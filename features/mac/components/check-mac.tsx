"use client";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { useMacSearch } from "@/features/mac/hooks/use-mac-search";
import { MacResult } from "./mac-result";
import { MacSearchForm } from "./mac-search-form";

/** Check MAC Address (spec §2.4): is a MAC free for a new client? */
export function CheckMac() {
  const { mac, result, error, searching, search, clear } = useMacSearch();
  const t = useTranslations("mac");
  return (
    <Card title={t("search")} className="max-w-2xl">
      <MacSearchForm searching={searching} onSearch={search} onEdit={clear} />
      <div aria-live="polite">
        {searching && !result && <p className="text-sm text-slate-600">{t("searching")}</p>}
        {error && <Alert tone="error">{error.message}</Alert>}
        {mac && result && <MacResult mac={mac} result={result} />}
      </div>
    </Card>
  );
}
