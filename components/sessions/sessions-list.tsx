"use client";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useAnswerText } from "@/hooks/use-answer-text";
import { useSnackbar } from "@/hooks/use-snackbar";
import { callBff, type BffCall } from "@/lib/browser/typed-call";
import { sessionWrites } from "@/lib/browser/session-writes";
import type { SessionsEndedAnswer } from "@/lib/schemas/sessions";
import { isLocale } from "@/i18n/locales";
import { formatCount, formatTimestamp } from "@/lib/format";
import type { SessionView } from "@/lib/session-registry/view";
import { PlainTableHead } from "@/components/ui/plain-table-head";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { SignOutLink } from "@/components/shell/sign-out-link";

/** The account's sessions, this one marked, each other one with End, and "End all other sessions". */
export function SessionsList({ sessions }: { sessions: SessionView[] }) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const answerText = useAnswerText();
  const t = useTranslations("sessions");
  const localeTag = useLocale();
  const locale = isLocale(localeTag) ? localeTag : undefined;
  const [busy, setBusy] = useState(false);
  const others = sessions.filter((session) => !session.current).length;

  async function end(call: BffCall<undefined, SessionsEndedAnswer>, done: (ended: number) => string) {
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
  }

  return (
    <Card
      title={t("signedIn")}
      aside={<span className="text-sm text-slate-600">{t("count", { count: sessions.length, n: formatCount(sessions.length, locale) })}</span>}
    >
      <p className="text-sm text-slate-700">{t("lasts")}</p>
      {/* Five columns do not fit a phone: the table scrolls in its own region, never the page. */}
      <ScrollRegion label={t("yourSessions")}>
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t("yourSessions")}</caption>
          <PlainTableHead columns={[t("browser"), t("address"), t("started"), t("lastUsed")]} />
          <tbody>
            {sessions.map((session) => (
              <tr key={session.id} className="border-b border-slate-100" data-testid="session-row">
                <td className="px-3 py-2 font-medium">
                  {session.browser}
                  {session.current && <span className="ms-2 rounded bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">{t("thisSession")}</span>}
                </td>
                <td dir="ltr" className="px-3 py-2 text-start font-mono text-xs whitespace-nowrap">
                  {session.address}
                </td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatTimestamp(session.startedAt)}</td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatTimestamp(session.lastUsedAt)}</td>
                <td className="px-3 py-2 text-end">
                  {session.current ? (
                    <SignOutLink className="text-sm font-semibold uppercase tracking-wide text-primary hover:underline">{t("signOut")}</SignOutLink>
                  ) : (
                    <Button
                      variant="secondary"
                      disabled={busy}
                      onClick={() => void end(sessionWrites.endOne(session.id), () => t("ended"))}
                      aria-label={t("endLabel", { browser: session.browser, started: formatTimestamp(session.startedAt) })}
                    >
                      {t("end")}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <div className="flex justify-end">
        <Button
          variant="danger"
          disabled={busy || others === 0}
          onClick={() => void end(sessionWrites.endOthers(), (ended) => t("endedOthers", { count: ended, n: formatCount(ended, locale) }))}
        >
          {t("endAllOthers")}
        </Button>
      </div>
    </Card>
  );
}
