import "server-only";
import { ledgerPageSchema } from "@/lib/schemas/ledger";
import { upstreamGet, type Caller } from "./call";

/** How many of an account's newest ledger rows its edit screen shows. */
export const ACCOUNT_LEDGER_ROWS = 100;

/** The newest rows of an account's ledger below the caller (its edit screen's Transaction History). */
export async function getAccountLedger(caller: Caller, name: string) {
  const page = await upstreamGet(ledgerPageSchema, caller, "transactions.ofAccount", {
    segments: [name],
    query: { page: 1, per_page: ACCOUNT_LEDGER_ROWS, sort: "-created" },
  });
  return page.data;
}
