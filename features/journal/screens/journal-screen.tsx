import "server-only";
// 'Audit Log' for every role: the panel's own journal of the writes of the signed-in account's
// subtree, on any backend. Where the backend keeps audit records of its own (the reference
// upstream), a link leads to them as a second, separately labelled source.
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ScreenProps } from "@/components/shell/screen-page";
import { Alert } from "@/components/ui/alert";
import { loadListPage } from "@/lib/list/load";
import { listQuerySchema } from "@/lib/list/query-schema";
import { isOffered } from "@/lib/upstream/offer";
import { JournalList } from "../components/journal-list";
import { JOURNAL_LIST } from "../list";
import { loadJournalPage } from "../server/load";

export async function JournalScreen({ session, route, title, searchParams }: ScreenProps) {
  const query = listQuerySchema(JOURNAL_LIST).parse(searchParams);
  const [result, backend, t] = await Promise.all([
    loadListPage({ path: route, shape: JOURNAL_LIST, query, load: (q) => loadJournalPage(session, q) }),
    isOffered(session.role, "audit.list"),
    getTranslations("audit"),
  ]);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <h2 className="text-2xl font-semibold">{title}</h2>
      {result.kind === "error" ? (
        <Alert tone="error">{result.message}</Alert>
      ) : (
        <JournalList role={session.role} path={route} query={query} page={result.page} />
      )}
      {backend && (
        <p className="text-sm">
          <Link href="/audit/backend" className="text-primary underline">
            {t("journal.backendLink")}
          </Link>
        </p>
      )}
    </div>
  );
}
