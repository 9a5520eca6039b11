import "server-only";
import type { SessionData } from "@/lib/session/cookie";
import { getCredits } from "@/lib/upstream/dashboard";
import { upstreamGet } from "@/lib/upstream/call";
import { isOffered } from "@/lib/upstream/offer";
import { transactionListSchema } from "@/lib/schemas/client-detail";
import type { CurrentFigures } from "./outcome";
import type { Figures } from "./settle-by-reading";

// The figures a spending write moves, read from the backend as they are now (never from a
// remembered list): for the "outcome unknown" answer, and before and after a write on a backend
// that settles such a write by reading (./settle-by-reading.ts). Every figure that cannot be
// read is null, never a guess.

export type ReadFigures = { current: CurrentFigures; figures: Figures };

/** The caller's balance as the backend has it now; null for the admin (unlimited) or when it cannot be read. */
async function balanceNow(session: SessionData): Promise<number | null> {
  if (session.role === "admin" || !(await isOffered(session.role, "credits"))) return null;
  return getCredits(session).catch(() => null);
}

/** How many rows the caller's own ledger holds now (the whole list, as a spec backend answers it); null when it cannot be read. */
async function ledgerRowsNow(session: SessionData): Promise<number | null> {
  return upstreamGet(transactionListSchema, session, "transactions.list")
    .then((rows) => (Array.isArray(rows) ? rows.length : null))
    .catch(() => null);
}

export async function figuresNow(
  session: SessionData,
  subject: (() => Promise<CurrentFigures["subject"]>) | undefined,
  { ledger = false }: { ledger?: boolean } = {},
): Promise<ReadFigures> {
  const [balance, about, rows] = await Promise.all([
    balanceNow(session),
    subject?.().catch(() => undefined),
    ledger ? ledgerRowsNow(session) : Promise.resolve(null),
  ]);
  return {
    current: { balance, ...(about ? { subject: about } : {}) },
    figures: { balance, subject: about?.value ?? null, ledger: rows },
  };
}
