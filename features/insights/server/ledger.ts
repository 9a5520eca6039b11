import "server-only";
import { currentBackend } from "@/lib/backends";
import type { LedgerOperation } from "@/lib/backends/types";
import { EXPORT_CHUNK } from "@/lib/list/query";
import type { Transaction } from "@/lib/schemas/client-detail";
import type { Caller } from "@/lib/upstream/caller";

// The ledger the figures read: its last LEDGER_MONTHS months (a renewal rate twelve months back
// needs the row that set that expiry, up to twelve months before it). A backend that answers its
// ledger whole gives it at once (the read its Transactions pages are cut from); else it is read
// newest first in pages, each asked for while the one before is read, up to the first row older
// than that.

export const LEDGER_MONTHS = 25;
/** Far more rows than any account's two years; beyond it nothing more is read. */
const MAX_ROWS = 1_000_000;

export function ledgerSince(now: Date): string {
  return new Date(now.getTime() - LEDGER_MONTHS * 31 * 86_400_000).toISOString();
}

export async function readLedger(caller: Caller, account: string | null, now: Date): Promise<Transaction[]> {
  const backend = await currentBackend();
  const operation: LedgerOperation = account ? "transactions.ofAccount" : "transactions.list";
  const segments = account ? [account] : [];
  const since = ledgerSince(now);
  if (backend.wholeLedger) return (await backend.wholeLedger(caller, operation, segments)).filter((row) => row.created >= since);
  const rows: Transaction[] = [];
  const read = (page: number) => backend.ledgerPage(caller, operation, segments, { tab: "all", q: "", page, size: EXPORT_CHUNK, sort: "-created" }, []);
  // The next page is asked for while this one is read: the backend makes it meanwhile.
  let next = read(1);
  for (let page = 1; ; page++) {
    const answer = await next;
    const more = page < answer.totalPages && answer.rows.length > 0;
    if (more) next = read(page + 1);
    for (const row of answer.rows) if (row.created >= since) rows.push(row);
    const last = answer.rows.at(-1);
    if (!more || !last || last.created < since || rows.length >= MAX_ROWS) {
      // A page asked for ahead and not needed: its answer, or its failure, is left unread.
      if (more) next.catch(() => undefined);
      break;
    }
  }
  return rows;
}
