// The journal as a list: its row, its shape (newest first only, no tabs) and its filters. The
// filters live in the search text, so they stay in the URL (?q=) and reach the export like any
// search: `actor:dealer1 operation:clients.renew target:maria outcome:unknown via:api from:2026-11-01 to:2026-11-22`.
// Words without a known prefix, or with a value no entry can have, are the plain search (part
// of the actor's or the target's name). Free of server code: the screen and the export use it.
import { EXISTING_ACCOUNT_NAME_PATTERN } from "@/lib/account-name";
import { sortedUpstreamBy } from "@/lib/list/sorting";
import { isCalendarDay } from "@/lib/schemas/days";
import { filterSearch } from "@/lib/list/filter-search";

/** What a secret's value is stored as (the screen says it in the reader's language). */
export const REMOVED = "[removed]";

export const OUTCOMES = ["done", "refused", "unknown"] as const;
export type JournalOutcome = (typeof OUTCOMES)[number];
export const VIAS = ["browser", "api", "reminders", "system"] as const;
export type JournalVia = (typeof VIAS)[number];

/** Every write the panel journals, each with its label's key in namespace "audit" (journal.ops.…). */
export const JOURNALLED_OPERATIONS = [
  "clients.add",
  "clients.save",
  "clients.renew",
  "clients.bulkRenew",
  "clients.retrieve",
  "clients.reset",
  "clients.delete",
  "mac.delete",
  "superResellers.add",
  "superResellers.save",
  "superResellers.password",
  "resellers.add",
  "resellers.edit",
  "resellers.credits",
  "resellers.password",
  "resellers.delete",
  "dealers.add",
  "dealers.edit",
  "dealers.credits",
  "dealers.password",
  "dealers.delete",
  "messages.send",
  "message.write",
  "tickets.add",
  "tickets.save",
  "tickets.addDetail",
] as const;
export type JournalledOperation = (typeof JOURNALLED_OPERATIONS)[number];
export const isJournalledOperation = (value: string): value is JournalledOperation => (JOURNALLED_OPERATIONS as readonly string[]).includes(value);

/** The fields an edit's changes name (server/changes.ts), each with its label's key in namespace "audit" (journal.fields.…). */
export const CHANGE_FIELDS = [
  "password",
  "parent_pass",
  "mac",
  "ministra",
  "description",
  "phone",
  "package_selection",
  "packages",
  "server",
  "status",
  "alt_player",
  "theme",
  "dealer",
  "reseller",
  "owner",
] as const;

/** A field an edit changed: its value before (as the edit screen read it) and after; neither for a secret. */
export type Change = { field: string; before?: unknown; after?: unknown };

/** One write as the screen shows it: the entry written before the call, with its latest outcome. */
export type JournalRow = {
  seq: number;
  /** ISO time the write went out. */
  at: string;
  actor: string;
  role: string;
  via: JournalVia;
  means?: string;
  address?: string;
  userAgent?: string;
  requestId?: string;
  operation: string;
  targetKind: string;
  target: string;
  params?: Record<string, unknown>;
  /** What an edit changed, and the ISO time its "before" was read. */
  changes?: Change[];
  shownAt?: string;
  credits?: number;
  outcome: JournalOutcome;
  message?: string;
  /** The outcome was unknown and settled later (by reading the figures, or by asking the backend again). */
  settled?: boolean;
  /** Sent again under the Idempotency-Key of this earlier entry: the backend carries it out once. */
  repeatOf?: number;
};

export const JOURNAL_LIST = sortedUpstreamBy<JournalRow>()({ tabs: ["all"], sorts: ["-seq"] });

export type JournalFilters = {
  search: string;
  actor?: string;
  operation?: string;
  target?: string;
  outcome?: string;
  via?: string;
  from?: string;
  to?: string;
};
export type JournalFilter = Exclude<keyof JournalFilters, "search">;

const FILTERS: Record<JournalFilter, (value: string) => boolean> = {
  actor: (value) => value.length <= 100 && EXISTING_ACCOUNT_NAME_PATTERN.test(value),
  operation: isJournalledOperation,
  target: (value) => value.length <= 200,
  outcome: (value) => (OUTCOMES as readonly string[]).includes(value),
  via: (value) => (VIAS as readonly string[]).includes(value),
  from: isCalendarDay,
  to: isCalendarDay,
};
const SEARCH = filterSearch(FILTERS);

export const parseJournalSearch = (q: string): JournalFilters => SEARCH.parse(q);
/** The search text for these filters: parseJournalSearch's inverse. */
export const formatJournalSearch = (filters: JournalFilters): string => SEARCH.format(filters);
