"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table/data-table";
import { useAnswerText } from "@/hooks/use-answer-text";
import { useFormat } from "@/hooks/use-format";
import { useSnackbar } from "@/hooks/use-snackbar";
import { callBff, type BffCall } from "@/lib/browser/typed-call";
import { sessionWrites } from "@/features/sessions/browser/session-writes";
import type { SessionsEndedAnswer } from "@/lib/schemas/sessions";
import type { SessionView } from "@/lib/session-registry/view";
import { sessionColumns } from "./session-columns";

/** An account has a handful of sessions: one page, no page controls. */
const ONE_PAGE = { pageIndex: 0, pageSize: 1000 };

/**
 * The account's sessions, this one marked, each other one with End, and "End all other sessions".
 * The list kit's table, so on a phone End stays in the row and the rest opens in its detail panel.
 */
export function SessionsList({ sessions }: { sessions: SessionView[] }) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const answerText = useAnswerText();
  const t = useTranslations("sessions");
  const format = useFormat();
  const [busy, setBusy] = useState(false);
  const others = sessions.filter((session) => !session.current).length;

  const end = useCallback(
    async (call: BffCall<undefined, SessionsEndedAnswer>, done: (ended: number) => string) => {
      setBusy(true);
      try {
        const answer = await callBff(call, undefined);
        snackbar.show(done(answer.ended), "success");
        router.refresh();
      } catch (error) {
        snackbar.show(answerText(error), "error");
        router.refresh();
      } finally {
        setBusy(false);
      }
    },
    [router, snackbar, answerText],
  );

  const columns = useMemo(
    () =>
      sessionColumns(t, {
        busy,
        onEnd: (session) => void end(sessionWrites.endOne(session.id), () => t("ended")),
        startedLabel: (session) => format.timestamp(session.startedAt),
      }),
    [t, busy, format, end],
  );

  return (
    <Card
      title={t("signedIn")}
      aside={<span className="text-sm text-slate-600">{t("count", { count: sessions.length, n: format.count(sessions.length) })}</span>}
    >
      <p className="text-sm text-slate-700">{t("lasts")}</p>
      <DataTable
        caption={t("yourSessions")}
        columns={columns}
        data={sessions}
        getRowId={(session) => session.id}
        rowLabel={(session) => `${session.browser} ${format.timestamp(session.startedAt)}`}
        rowCount={sessions.length}
        pagination={ONE_PAGE}
        onPaginationChange={() => undefined}
        footer={false}
      />
      <div className="flex justify-end">
        <Button
          variant="danger"
          disabled={busy || others === 0}
          onClick={() => void end(sessionWrites.endOthers(), (ended) => t("endedOthers", { count: ended, n: format.count(ended) }))}
        >
          {t("endAllOthers")}
        </Button>
      </div>
    </Card>
  );
}
