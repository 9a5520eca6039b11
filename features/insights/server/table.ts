import "server-only";
import { currentBackend } from "@/lib/backends";
import { offers } from "@/lib/operations";
import type { SessionData } from "@/lib/session";
import { computeInsights } from "../figures/compute";
import type { SubAccountLine } from "../figures/types";
import { readLedger } from "./ledger";
import { remembered } from "./memo";
import { accountTimeZone } from "./snapshot";
import { clientsOf, subAccounts } from "./sub-accounts";

// The sub-account table: each account below the caller with its clients and active clients (from
// the caller's own client list, where its rows name the account), and its spend this month and
// last and its renewal rate over twelve months (from its own ledger, where the backend offers it).

/** Ledgers read at once: an admin has hundreds of accounts, and the backend is spared a burst. */
const PARALLEL = 4;

export function subAccountTable(session: SessionData): Promise<SubAccountLine[]> {
  return remembered(session.accountId, `${session.sid}|table`, () => readTable(session));
}

async function readTable(session: SessionData): Promise<SubAccountLine[]> {
  const caller = { token: session.token, role: session.role };
  const backend = await currentBackend();
  const [accounts, clients, timeZone] = await Promise.all([subAccounts(caller), backend.allClients(caller), accountTimeZone(session)]);
  const withLedger = offers(backend, session.role, "transactions.ofAccount");
  const now = new Date();
  const lines: SubAccountLine[] = [];
  for (let start = 0; start < accounts.length; start += PARALLEL) {
    const batch = accounts.slice(start, start + PARALLEL);
    lines.push(
      ...(await Promise.all(
        batch.map(async (account): Promise<SubAccountLine> => {
          const own = clientsOf(account, clients);
          const ledger = withLedger ? await readLedger(caller, account.name, now) : [];
          const f = computeInsights({ account: account.name, clients: own ?? [], ledger, balance: account.credits, timeZone, now });
          const due = f.renewals.reduce((sum, m) => sum + m.due, 0);
          const renewed = f.renewals.reduce((sum, m) => sum + m.renewed, 0);
          return {
            name: account.name,
            kind: account.kind,
            clients: own ? own.length : account.clientsCount,
            active: own ? f.clients.active : null,
            spendThisMonth: withLedger ? f.spend[f.spend.length - 1].total : null,
            spendLastMonth: withLedger ? f.spend[f.spend.length - 2].total : null,
            renewalRate: withLedger && due > 0 ? renewed / due : null,
          };
        }),
      )),
    );
  }
  return lines;
}
