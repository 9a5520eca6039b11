import "server-only";
import type { ListPage, QueryOf } from "@/lib/list/query";
import type { SessionData } from "@/lib/session";
import { panelStore } from "@/lib/store";
import type { JOURNAL_LIST, JournalRow } from "../list";
import { listJournal, recentAbout } from "./read";
import { journalCaughtUp } from "./recorder";
import { scopeOf } from "./scope";

/** One page of the journal the signed-in account may read (the screen and GET /api/journal). */
export async function loadJournalPage(session: SessionData, query: QueryOf<typeof JOURNAL_LIST>): Promise<ListPage<JournalRow>> {
  const [store, scope] = await Promise.all([panelStore(), scopeOf(session), journalCaughtUp()]);
  return listJournal(store, scope, query);
}

/** The newest writes about a client or an account that the signed-in account may read (the edit screens' card). */
export async function loadRecentAbout(session: SessionData, targetKind: "client" | "account", target: string): Promise<JournalRow[]> {
  const [store, scope] = await Promise.all([panelStore(), scopeOf(session), journalCaughtUp()]);
  return recentAbout(store, scope, targetKind, target);
}
