import "server-only";
import { currentBackend } from "@/lib/backends";
import { offers } from "@/lib/operations";
import { readAccount } from "@/features/reminders/server";
import { serverTimeZone } from "@/features/reminders";
import type { Transaction } from "@/lib/schemas/client-detail";
import type { SessionData } from "@/lib/session";
import { panelStore } from "@/lib/store";
import { getCredits } from "@/lib/upstream/dashboard";
import { computeInsights } from "../figures/compute";
import type { Insights } from "../figures/types";
import { readLedger } from "./ledger";
import { remembered } from "./memo";
import { clientsOf, subAccounts } from "./sub-accounts";

// One account's snapshot: its clients, its ledger, its balance and its time zone, read once, and
// every figure computed from them once (./memo.ts). The account is the signed-in one, or one of
// its subtree's (found in its own account lists, so nothing above or beside it can be asked for).

export type Snapshot = {
  insights: Insights & { ledgerRead: boolean; clientsRead: boolean };
  ledger: Transaction[];
};

export class UnknownAccountError extends Error {}

/** The account's time zone: the one its reminders keep (the Reminders screen sets it), else the server's. */
export async function accountTimeZone(session: SessionData): Promise<string> {
  const db = await panelStore();
  const account = await readAccount(db, { accountId: session.accountId, role: session.role, name: session.name });
  return account?.timeZone || serverTimeZone();
}

export function accountSnapshot(session: SessionData, subject: string | null): Promise<Snapshot> {
  return remembered(
    session.accountId,
    `${session.sid}|${subject ?? ""}`,
    () => readSnapshot(session, subject),
    (snapshot) => snapshot.ledger.length,
  );
}

async function readSnapshot(session: SessionData, subject: string | null): Promise<Snapshot> {
  const caller = { token: session.token, role: session.role };
  const backend = await currentBackend();
  const now = new Date();
  if (!subject) {
    const [clients, ledger, balance, timeZone] = await Promise.all([
      backend.allClients(caller),
      readLedger(caller, null, now),
      session.role === "admin" ? null : getCredits(caller),
      accountTimeZone(session),
    ]);
    const insights = computeInsights({ account: session.name, clients, ledger, balance, timeZone, now });
    return { insights: { ...insights, ledgerRead: true, clientsRead: true }, ledger };
  }
  const account = (await subAccounts(caller)).find((a) => a.name === subject);
  if (!account) throw new UnknownAccountError(subject);
  const withLedger = offers(backend, session.role, "transactions.ofAccount");
  const [clients, ledger, timeZone] = await Promise.all([
    backend.allClients(caller),
    withLedger ? readLedger(caller, subject, now) : [],
    accountTimeZone(session),
  ]);
  const own = clientsOf(account, clients);
  const insights = computeInsights({ account: subject, clients: own ?? [], ledger, balance: account.credits, timeZone, now });
  const counted = own ? insights.clients : { all: account.clientsCount ?? 0, active: null };
  return { insights: { ...insights, clients: counted, ledgerRead: withLedger, clientsRead: own !== null }, ledger };
}
