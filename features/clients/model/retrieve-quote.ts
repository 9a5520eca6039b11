import "server-only";
// What a Retrieve would be granted, asked before the press (GET /api/clients/:name/retrieve).
import { EXPORT_CHUNK } from "@/lib/list/query";
import type { Transaction } from "@/lib/schemas/client-detail";
import type { SessionData } from "@/lib/session";
import { currentBackend } from "@/lib/backends";
import { getClientHistory } from "@/lib/upstream/clients";
import { listTransactions } from "@/features/transactions/server";
import { paidMonths, type RetrieveQuote } from "./paid-months";

/** A client's rows in an account's ledger are a few per renewal: more pages than this means a search matching far more than the client. */
const MAX_PAGES = 4;

/**
 * The rule the server applies to this caller: the admin's retrieve is limited by time only; on
 * the reference upstream another account's by what it paid (read from its own ledger, searched
 * by the client's name). A spec backend's rule is not known, and says so.
 */
export async function retrieveQuote(session: SessionData, name: string): Promise<RetrieveQuote> {
  if (session.role === "admin") return { rule: "time" };
  if (!(await currentBackend()).retrieveLimitedToPaid) return { rule: "unknown" };
  const [own, history] = await Promise.all([ownRowsAbout(session, name), getClientHistory(session, name)]);
  if (!own) return { rule: "unknown" };
  return { rule: "paid", paidMonths: paidMonths(name, own, history) };
}

async function ownRowsAbout(session: SessionData, name: string): Promise<Transaction[] | null> {
  const rows: Transaction[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await listTransactions(session, { tab: "all", q: name, page, size: EXPORT_CHUNK, sort: "-created" });
    rows.push(...answer.rows.filter((row) => row.login === name));
    if (page >= answer.totalPages) return rows;
  }
  return null;
}
