import "server-only";
import { redirect } from "next/navigation";
import { accountListRoute, type AccountKind } from "@/lib/accounts/kinds";
import type { AccountDetail } from "@/lib/schemas/accounts";
import { defaultQuery, type ListPage } from "@/lib/list/query";
import { TRANSACTION_LIST } from "@/lib/lists";
import type { LedgerRow } from "@/lib/schemas/ledger";
import type { Stats } from "@/lib/schemas/dashboard";
import { existingAccountName } from "@/lib/api/account-input";
import type { SessionData } from "@/lib/session";
import { getAccount } from "@/lib/upstream/accounts";
import { getStatsByName } from "@/lib/upstream/dashboard";
import { listAccountTransactions } from "@/features/transactions/server";
import { isOffered } from "@/lib/upstream/offer";
import { getBalance } from "@/features/credits/server";
import { firstParam, loadItem, loadPart } from "@/lib/loaders/item";
import { recordShown } from "@/lib/write-journal";

export type AccountScreenData =
  | {
      kind: "ready";
      account: AccountDetail;
      /** The ledger's first page; null when the call failed (the card then shows `ledgerError` and retries in the browser). */
      ledger: ListPage<LedgerRow> | null;
      ledgerError: string | null;
      /** The signed-in account's balance (null: the admin's, unlimited, or unknown). */
      balance: number | null;
      stats: Stats | null;
    }
  | { kind: "missing"; name: string }
  | { kind: "failed"; message: string };

/** Everything an account's edit screen needs, for the account named in `?name=`. */
export async function loadAccountScreen(
  session: SessionData,
  kind: AccountKind,
  rawName: string | string[] | undefined,
  withStats: boolean,
): Promise<AccountScreenData> {
  const given = firstParam(rawName);
  // No account chosen: the list is where one is chosen.
  if (!given?.trim()) redirect(accountListRoute(session.role, kind));
  const name = existingAccountName.safeParse(given);
  if (!name.success) return { kind: "missing", name: given };

  // Outside the caller's subtree the upstream answers 404 as if it did not exist.
  const loaded = await loadItem(() => getAccount(session, kind, name.data));
  if (loaded.kind === "missing") return { kind: "missing", name: name.data };
  if (loaded.kind === "failed") return loaded;

  const account = loaded.item;
  // The form is filled from this read: the journal keeps it as the before of the edit that follows.
  recordShown({ accountId: session.accountId, targetKind: "account", target: account.name, record: account });
  const withLedger = await isOffered(session.role, "transactions.ofAccount");
  const [ledger, balance, stats] = await Promise.all([
    withLedger ? loadPart(listAccountTransactions(session, account.name, defaultQuery(TRANSACTION_LIST))) : { rows: null, error: null },
    getBalance(session),
    withStats ? getStatsByName(session, account.name).catch(() => null) : null,
  ]);
  return { kind: "ready", account, ledger: ledger.rows, ledgerError: ledger.error, balance, stats };
}
