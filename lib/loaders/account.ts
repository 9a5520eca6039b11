import "server-only";
import { redirect } from "next/navigation";
import { accountListRoute, type AccountKind } from "@/lib/accounts/kinds";
import type { AccountDetail } from "@/lib/schemas/accounts";
import type { Transaction } from "@/lib/schemas/client-detail";
import type { Stats } from "@/lib/schemas/dashboard";
import { accountNameSchema } from "@/lib/schemas/text";
import type { SessionData } from "@/lib/session";
import { getAccount } from "@/lib/upstream/accounts";
import { getStatsByName } from "@/lib/upstream/dashboard";
import { SERVER_ERROR_MESSAGE, UpstreamError } from "@/lib/upstream/errors";
import { getAccountLedger } from "@/lib/upstream/ledger";
import { isOffered } from "@/lib/upstream/offer";
import { getBalance } from "./balance";

export type AccountScreenData =
  | {
      kind: "ready";
      account: AccountDetail;
      /** Null when the ledger call failed; the card then shows `ledgerError` and retries in the browser. */
      ledger: Transaction[] | null;
      ledgerError: string | null;
      /** The signed-in account's balance (null: the admin's, unlimited, or unknown). */
      balance: number | null;
      stats: Stats | null;
    }
  | { kind: "missing"; name: string }
  | { kind: "failed"; message: string };

const statusOf = (error: unknown) => (error instanceof UpstreamError ? error.status : 0);
const messageOf = (error: unknown) => (error instanceof UpstreamError ? error.message : SERVER_ERROR_MESSAGE);

/** Everything an account's edit screen needs, for the account named in `?name=`. */
export async function loadAccountScreen(session: SessionData, kind: AccountKind, rawName: string | string[] | undefined, withStats: boolean): Promise<AccountScreenData> {
  const given = Array.isArray(rawName) ? rawName[0] : rawName;
  // No account chosen: the list is where one is chosen.
  if (!given?.trim()) redirect(accountListRoute(session.role, kind));
  const name = accountNameSchema("", "").safeParse(given);
  if (!name.success) return { kind: "missing", name: given };

  const outcome = await getAccount(session, kind, name.data).then(
    (account) => ({ account }),
    (error: unknown) => ({ error }),
  );
  if ("error" in outcome) {
    // redirect() throws, so it stays outside any try block.
    if (statusOf(outcome.error) === 401) redirect("/logout");
    // Outside the caller's subtree the upstream answers 404 as if it did not exist.
    if (statusOf(outcome.error) === 404) return { kind: "missing", name: name.data };
    return { kind: "failed", message: messageOf(outcome.error) };
  }
  const withLedger = await isOffered(session.role, "transactions.ofAccount");
  const [ledger, balance, stats] = await Promise.all([
    withLedger
      ? getAccountLedger(session, outcome.account.name).then(
          (rows) => ({ rows, error: null }),
          (error: unknown) => ({ rows: null, error: messageOf(error) }),
        )
      : { rows: null, error: null },
    getBalance(session),
    withStats ? getStatsByName(session, outcome.account.name).catch(() => null) : null,
  ]);
  return { kind: "ready", account: outcome.account, ledger: ledger.rows, ledgerError: ledger.error, balance, stats };
}
