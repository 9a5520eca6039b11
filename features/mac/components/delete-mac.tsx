"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { DeleteDialog } from "@/components/ui/delete-dialog";
import { macKey, useMacSearch } from "@/features/mac/hooks/use-mac-search";
import { MacClientTable } from "./mac-client-table";
import { MacResult } from "./mac-result";
import { MacSearchForm } from "./mac-search-form";

/**
 * Delete MAC (spec §2.6): the admin finds the client using a MAC and deletes it, whatever its
 * status, to free the MAC. The delete goes to the search's own address, so the search reloads
 * after it and shows the MAC free.
 */
export function DeleteMac() {
  const { mac, result, error, searching, search, clear } = useMacSearch();
  const t = useTranslations("mac");
  const [confirming, setConfirming] = useState(false);
  const client = result?.client ?? null;
  return (
    <Card title={t("search")} className="max-w-3xl">
      <MacSearchForm fixedPrefix searching={searching} onSearch={search} onEdit={clear} />
      <div aria-live="polite" className="flex flex-col gap-3">
        {searching && !result && <p className="text-sm text-slate-600">{t("searching")}</p>}
        {error && <Alert tone="error">{error.message}</Alert>}
        {mac && result && (client ? <MacClientTable client={client} onDelete={() => setConfirming(true)} /> : <MacResult mac={mac} result={result} />)}
      </div>
      {confirming && mac && client && <DeleteDialog name={client.name} path={macKey(mac)} onClose={() => setConfirming(false)} />}
    </Card>
  );
}
