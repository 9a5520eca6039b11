// Ledgers and the audit log: one's own transactions (spec), an account's below one (not shown),
// and the audit log, which only the reference upstream keeps (issue 14).
import { ABOVE_DEALER, prefixed, same, unshown, type Call } from "./call-table";

export const LEDGER_CALLS = {
  "transactions.list": same(prefixed("transactions")),
  "transactions.ofAccount": unshown(prefixed("transactions", ABOVE_DEALER)),
  "audit.list": { reference: prefixed("audit"), spec: "reference-only" },
} as const satisfies Record<string, Call>;
