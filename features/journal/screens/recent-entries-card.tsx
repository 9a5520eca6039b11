import "server-only";
// A client's or an account's recent writes, on its edit screen: the newest few journal entries
// about it that the reader may see, each with who, what, its outcome and what an edit changed,
// and a link to all of them.
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { Chip } from "@/components/ui/chip";
import { TimeText } from "@/components/ui/when";
import { listHref } from "@/lib/list/query";
import type { SessionData } from "@/lib/session";
import { log } from "@/lib/log";
import { formatJournalSearch, JOURNAL_LIST, type JournalRow } from "../list";
import { changeLines, operationLabel, outcomeLabel } from "../labels";
import { loadRecentAbout } from "../server/load";

const TONES = { done: "success", refused: "danger", unknown: "warning" } as const;

type Props = { session: SessionData; targetKind: "client" | "account"; target: string };

export async function RecentEntriesCard({ session, targetKind, target }: Props) {
  const t = await getTranslations("audit");
  // The card is an aside: the store away leaves it out rather than failing the edit screen.
  const rows: JournalRow[] | null = await loadRecentAbout(session, targetKind, target).catch((error: unknown) => {
    log.warn({ err: error instanceof Error ? error.message : String(error) }, "journal: recent entries could not be read");
    return null;
  });
  if (rows === null) return null;
  const all = listHref("/audit", JOURNAL_LIST, { q: formatJournalSearch({ search: "", target }) });
  return (
    <Card
      title={t("journal.recent")}
      aside={
        <Link href={all} className="text-sm text-primary underline">
          {t("journal.seeAll")}
        </Link>
      }
    >
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t("journal.recentEmpty")}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {rows.map((row) => {
            const changes = changeLines(row, t);
            return (
              <li key={row.seq} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <TimeText value={row.at} />
                <span className="break-all font-medium">{row.actor || "—"}</span>
                <span>{operationLabel(row.operation, t)}</span>
                <Chip tone={TONES[row.outcome]}>{outcomeLabel(row, t)}</Chip>
                {changes.length > 0 && <span className="w-full break-words text-slate-600">{changes.join("; ")}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
