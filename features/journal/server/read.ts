import "server-only";
import type { ListPage, QueryOf } from "@/lib/list/query";
import type { PanelStore } from "@/lib/store";
import { parseJournalSearch, type JOURNAL_LIST, type JournalFilters, type JournalOutcome, type JournalRow } from "../list";
import type { EntryBody } from "./entry";

// Reading the journal: one row per write with its latest outcome, newest first, within what the
// reader may see (./scope.ts). The page walks the writes' index down from the newest; the count
// stops at a cap, so the first page costs the same at ten thousand entries as at a million.

/** Whose writes the reader sees: every one (the admin) or those of these account names. */
export type Scope = "all" | readonly string[];

/** The most matches a screen's page counts; more show as this many (narrow by date to page further back). */
export const COUNT_CAP = 1_000;
/** An export's pages (larger than any screen's) count this far: exports are rare, and hold up to this many rows. */
export const EXPORT_COUNT_CAP = 100_000;
const SCREEN_PAGE_MAX = 100;
const DAY_MS = 86_400_000;

// A write sent again under an Idempotency-Key already journalled names the first write under it.
const COLUMNS = `w.seq, w.body, o.body AS outcome_body,
  (SELECT min(r.seq) FROM panel_journal r WHERE w.spend_key IS NOT NULL AND r.spend_key = w.spend_key AND r.kind = 'write' AND r.seq < w.seq) AS repeat_of`;
type Found = { seq: string; body: string; outcome_body: string | null; repeat_of: string | null };

const LATEST_OUTCOME = `LEFT JOIN LATERAL (
  SELECT o.outcome, o.body FROM panel_journal o WHERE o.kind = 'outcome' AND o.ref = w.seq ORDER BY o.seq DESC LIMIT 1
) o ON true`;

function whereOf(scope: Scope, filters: JournalFilters, extra: { targetKind?: string } = {}) {
  const params: unknown[] = [];
  const and: string[] = ["w.kind = 'write'"];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    and.push(sql(`$${params.length}`));
  };
  if (scope !== "all") add((n) => `w.actor = ANY(${n}::text[])`, [...scope]);
  if (filters.actor) add((n) => `w.actor = ${n}`, filters.actor);
  if (filters.operation) add((n) => `w.operation = ${n}`, filters.operation);
  if (extra.targetKind) add((n) => `w.target_kind = ${n}`, extra.targetKind);
  if (filters.target) add((n) => `w.target = ${n}`, filters.target);
  if (filters.via) add((n) => `w.via = ${n}`, filters.via);
  if (filters.from) add((n) => `w.at >= ${n}`, Date.parse(`${filters.from}T00:00:00Z`));
  if (filters.to) add((n) => `w.at < ${n}`, Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS);
  if (filters.outcome) add((n) => `COALESCE(o.outcome, 'unknown') = ${n}`, filters.outcome);
  if (filters.search) {
    const like = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    add((n) => `(w.actor ILIKE ${n} OR w.target ILIKE ${n} OR w.operation ILIKE ${n})`, like);
  }
  return { sql: and.join(" AND "), params, needsOutcome: Boolean(filters.outcome) };
}

function rowOf(found: Found): JournalRow {
  const write = JSON.parse(found.body) as Omit<EntryBody, "seq">;
  const outcome = found.outcome_body ? (JSON.parse(found.outcome_body) as Omit<EntryBody, "seq">) : undefined;
  const { at, actor, role, via, means, address, userAgent, requestId, operation, targetKind, target, params, changes, shownAt, credits } = write;
  return {
    seq: Number(found.seq),
    at: new Date(at).toISOString(),
    actor,
    role,
    via,
    ...(means ? { means } : {}),
    ...(address ? { address } : {}),
    ...(userAgent ? { userAgent } : {}),
    ...(requestId ? { requestId } : {}),
    operation,
    targetKind,
    target,
    ...(params ? { params } : {}),
    ...(changes ? { changes } : {}),
    ...(shownAt !== undefined ? { shownAt: new Date(shownAt).toISOString() } : {}),
    ...(credits !== undefined ? { credits } : {}),
    outcome: (outcome?.outcome ?? "unknown") as JournalOutcome,
    ...(outcome?.message ? { message: outcome.message } : {}),
    ...(outcome?.settled ? { settled: true } : {}),
    ...(found.repeat_of !== null ? { repeatOf: Number(found.repeat_of) } : {}),
  };
}

/** One page of the writes the scope sees that match the query's search, newest first. */
export async function listJournal(
  store: PanelStore,
  scope: Scope,
  query: Pick<QueryOf<typeof JOURNAL_LIST>, "q" | "page" | "size">,
): Promise<ListPage<JournalRow>> {
  if (scope !== "all" && scope.length === 0) return { rows: [], total: 0, totalPages: 1, counts: { all: 0 } };
  const where = whereOf(scope, parseJournalSearch(query.q));
  const offset = (query.page - 1) * query.size;
  const n = where.params.length;
  const cap = query.size > SCREEN_PAGE_MAX ? EXPORT_COUNT_CAP : COUNT_CAP;
  const [rows, [count]] = await Promise.all([
    store.query<Found>(`SELECT ${COLUMNS} FROM panel_journal w ${LATEST_OUTCOME} WHERE ${where.sql} ORDER BY w.seq DESC LIMIT $${n + 1} OFFSET $${n + 2}`, [
      ...where.params,
      query.size,
      offset,
    ]),
    store.query<{ total: string }>(
      `SELECT count(*) AS total FROM (SELECT 1 FROM panel_journal w ${where.needsOutcome ? LATEST_OUTCOME : ""} WHERE ${where.sql} LIMIT ${cap}) AS matches`,
      where.params,
    ),
  ]);
  const total = Number(count?.total ?? 0);
  return { rows: rows.map(rowOf), total, totalPages: Math.max(1, Math.ceil(total / query.size)), counts: { all: total } };
}

/** The newest writes about one client or account, for its edit screen. */
export async function recentAbout(store: PanelStore, scope: Scope, targetKind: "client" | "account", target: string, limit = 5): Promise<JournalRow[]> {
  if (scope !== "all" && scope.length === 0) return [];
  const where = whereOf(scope, { search: "", target }, { targetKind });
  const rows = await store.query<Found>(
    `SELECT ${COLUMNS} FROM panel_journal w ${LATEST_OUTCOME} WHERE ${where.sql} ORDER BY w.seq DESC LIMIT ${limit}`,
    where.params,
  );
  return rows.map(rowOf);
}
