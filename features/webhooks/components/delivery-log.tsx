"use client";
// Every delivery of the account, newest first: the event, where it went, what became of it (the
// last attempt's HTTP status and time, how many attempts), and "Send again".
import { useTranslations } from "next-intl";
import { useState } from "react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PlainTableHead } from "@/components/ui/plain-table-head";
import { useAnswerText } from "@/hooks/use-answer-text";
import { useFormat } from "@/hooks/use-format";
import { useSnackbar } from "@/hooks/use-snackbar";
import { apiFetch, swrFetcher } from "@/lib/browser/api";
import { LOG_SIZE, type DeliveryView } from "../schemas";
import { useLabels } from "./use-labels";

type Page = { rows: DeliveryView[]; total: number; totalPages: number };

export function DeliveryLog({ initial }: { initial: Page }) {
  const t = useTranslations("webhooks");
  const format = useFormat();
  const labels = useLabels();
  const snackbar = useSnackbar();
  const answerText = useAnswerText();
  const [page, setPage] = useState(1);
  const { data, mutate } = useSWR<Page>(`/api/webhooks/log?page=${page}&size=${LOG_SIZE}`, swrFetcher, {
    fallbackData: page === 1 ? initial : undefined,
    keepPreviousData: true,
    refreshInterval: 10_000,
  });
  const rows = data?.rows ?? [];
  const pages = data?.totalPages ?? 1;

  async function again(id: string) {
    try {
      await apiFetch(`/api/webhooks/deliveries/${id}/resend`, { method: "POST" });
      snackbar.show(t("resent"), "success");
      await mutate();
    } catch (failure) {
      snackbar.show(answerText(failure), "error");
    }
  }

  return (
    <Card title={t("logTitle")}>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-700">{t("nothingSent")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t("logTitle")}</caption>
            <PlainTableHead columns={[t("col.time"), t("col.event"), t("col.status"), t("col.http"), t("col.duration"), t("col.attempts")]} />
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-100 align-top">
                  <td className="px-3 py-2 whitespace-nowrap">{format.timestamp(row.createdAt)}</td>
                  <td className="px-3 py-2">
                    <span dir="ltr" className="font-mono">
                      {row.type}
                    </span>
                    <span className="block break-all text-xs text-slate-600" dir="ltr">
                      {row.url}
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    {labels.status(row.status)}
                    {row.problem && (
                      <span className="block text-xs text-slate-600">
                        {labels.problem(row.problem)}{" "}
                        <span dir="ltr" className="font-mono">
                          ({row.error})
                        </span>
                      </span>
                    )}
                    {row.nextAt && <span className="block text-xs text-slate-600">{t("nextTry", { time: format.timestamp(row.nextAt) })}</span>}
                  </td>
                  <td className="px-3 py-2">{row.httpStatus ?? "—"}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{row.durationMs === null ? "—" : t("ms", { ms: row.durationMs })}</td>
                  <td className="px-3 py-2">{row.attempts}</td>
                  <td className="px-3 py-2">
                    {(row.status === "delivered" || row.status === "failed") && (
                      <Button
                        variant="secondary"
                        onClick={() => void again(row.id)}
                        aria-label={t("sendAgainLabel", { event: row.type, time: format.timestamp(row.createdAt) })}
                      >
                        {t("sendAgain")}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label={t("pages")} className="flex items-center gap-3 text-sm">
        <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          {t("previous")}
        </Button>
        <span>{t("pageOf", { page, pages })}</span>
        <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
          {t("next")}
        </Button>
      </nav>
    </Card>
  );
}
