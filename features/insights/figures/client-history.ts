// Each client's own rows of the ledger (new client, trial, renew, retrieve), oldest first, with
// the day each happened in the account's zone: what the renewal, trial and months figures read.
import type { DayReader } from "./calendar";
import { kindOf, type Kind, type LedgerEntry } from "./kinds";

/** `at`: the row's moment, which orders a client's events. */
export type ClientEvent = { kind: Kind; at: string; day: string; credits: number; expiry: string | null };
export type ClientHistories = Map<string, ClientEvent[]>;

const CLIENT_KINDS = new Set<Kind>(["newClient", "trial", "renewal", "retrieved"]);

export function clientHistories(rows: readonly LedgerEntry[], dayOf: DayReader): ClientHistories {
  const byLogin: ClientHistories = new Map();
  for (const row of rows) {
    const kind = kindOf(row);
    if (!CLIENT_KINDS.has(kind) || !row.login) continue;
    const event: ClientEvent = { kind, at: row.created, day: dayOf(row.created), credits: row.credits, expiry: row.expiry };
    let list = byLogin.get(row.login);
    if (!list) byLogin.set(row.login, (list = []));
    list.push(event);
  }
  for (const list of byLogin.values()) list.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return byLogin;
}

/** The months the client last paid for (a new client's or a renewal's credits, one credit a month); undefined when none is in the ledger. */
export function lastPaidMonths(events: readonly ClientEvent[] | undefined): number | undefined {
  if (!events) return undefined;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if ((e.kind === "newClient" || e.kind === "renewal") && e.credits > 0) return e.credits;
  }
  return undefined;
}

/** A client whose ledger shows only its trial, no paid months since. */
export function onlyTrial(events: readonly ClientEvent[] | undefined): boolean {
  return !!events && events.some((e) => e.kind === "trial") && lastPaidMonths(events) === undefined;
}
