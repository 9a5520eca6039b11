// A large ledger for the bench: one account's rows filled up to `target` with the mix of the
// reference upstream's filler (upstream/src/seed/ledger-filler.ts), spread over the last year,
// about the account's own clients. Deterministic: the same target gives the same rows.
import { addDays, stampAgo, today } from "./dates";
import type { State } from "./types";

const MIX: Array<[string, number]> = [
  ["RENEW", 50],
  ["NEW CLIENT", 25],
  ["RETRIEVED", 5],
  ["RECEIVED", 15],
  ["REMOVED", 5],
];

export function fillLedger(s: State, account: string, target: number): void {
  const logins = [...s.clients.values()].filter((c) => c.dealer === account).map((c) => c.name);
  const parent = s.accounts.get(account)?.parent ?? "admin";
  let seed = 7;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
  const weights = MIX.reduce((sum, [, w]) => sum + w, 0);
  for (let n = s.ledger.filter((r) => r.account === account).length; n < target; n++) {
    let pick = next() % weights;
    const type = MIX.find(([, w]) => (pick -= w) < 0)![0];
    const days = next() % 365;
    const credits = 1 + (next() % 12);
    if (type === "RECEIVED" || type === "REMOVED") {
      s.ledger.push({ account, client: null, created: stampAgo(days, next() % 24), type, login: parent, credits, expiry: null, description: "" });
      continue;
    }
    const login = logins.length ? logins[next() % logins.length] : "client";
    const expiry = addDays(today(), 30 * credits - days);
    s.ledger.push({ account, client: login, created: stampAgo(days, next() % 24), type, login, credits, expiry, description: `${credits} months` });
  }
}
