// A ledger row's type in the reader's language. The rows carry the upstream's English words
// (upstream/README.md, Credits); those the panel knows have a name in namespace "transactions"
// (types.*), any other is the backend's own word and is shown as it came.
import type { Translate } from "@/i18n/translator";

export const TRANSACTION_TYPE_KEYS: Readonly<Record<string, string>> = {
  ADD: "add",
  REMOVE: "remove",
  RECEIVED: "received",
  REMOVED: "removed",
  "NEW CLIENT": "newClient",
  RENEW: "renew",
  RETRIEVED: "retrieved",
  DELETED: "deleted",
};

/** `t` is namespace "transactions". */
export function transactionTypeLabel(type: string, t: Translate): string {
  const key = TRANSACTION_TYPE_KEYS[type.trim().toUpperCase()];
  return key ? t(`types.${key}`) : type;
}
