// Whether an account can be deleted, by the rule the backend applies (UPSTREAM.md, The hierarchy):
// never while it still has sub-accounts or clients. The lists know both counts, so Delete says
// why it is unavailable before anyone confirms, instead of failing afterwards.
import type { AccountKind } from "./kinds";

type Below = { dealers?: number | null; clients?: number | null };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * Null when the account may be deleted; otherwise the reason, in the reference upstream's words
 * ("alice still has 2 dealers and 0 clients"). Counts a backend does not give are taken as none
 * (its own refusal then still shows after the confirmation).
 */
export function deleteRefusal(kind: AccountKind, name: string, below: Below): string | null {
  const dealers = below.dealers ?? 0;
  const clients = below.clients ?? 0;
  if (dealers === 0 && clients === 0) return null;
  const parts = kind === "dealer" ? [plural(clients, "client")] : [plural(dealers, "dealer"), plural(clients, "client")];
  return `${name} still has ${parts.join(" and ")}`;
}
