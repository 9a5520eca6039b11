// Where a ledger row's login leads. Rows about a client (a new client, a renewal, credits
// retrieved) name the client; the viewer reaches it through its own client screen. Rows of a
// credit move name the other account: it leads to that account's edit screen only where its kind
// is certain (a reseller's moves are with its dealers); elsewhere (a super reseller moves credits
// to resellers and to dealers, a child's row names its parent) the login stays plain text.
import type { AccountKind } from "@/lib/accounts/kinds";
import { ACCOUNT_KINDS } from "@/lib/accounts/kinds";
import type { Role } from "@/lib/roles";
import { screenHref, screenRoute, type ScreenId } from "@/lib/screens";

const CLIENT_ROWS: ReadonlySet<string> = new Set(["NEW CLIENT", "RENEW", "RETRIEVED"]);
const MOVES_TO_CHILD: ReadonlySet<string> = new Set(["ADD", "REMOVE"]);

/** Whose ledger it is: the viewer's own, or an account of that kind below the viewer. */
export type LedgerOwner = { self: true } | { self: false; kind: AccountKind };

function screenOf(type: string, owner: LedgerOwner, viewer: Role): ScreenId | undefined {
  const kind = type.trim().toUpperCase();
  if (CLIENT_ROWS.has(kind)) return "clients.update";
  const ownerRole: Role = owner.self ? viewer : owner.kind;
  if (MOVES_TO_CHILD.has(kind) && ownerRole === "reseller") return ACCOUNT_KINDS.dealer.screens.update;
  return undefined;
}

/** The link of a row's login for this viewer, or undefined when it has none. */
export function ledgerLoginHref(row: { type: string; login?: string | null }, owner: LedgerOwner, viewer: Role): string | undefined {
  if (!row.login) return undefined;
  const screen = screenOf(row.type, owner, viewer);
  if (!screen || !screenRoute(viewer, screen)) return undefined;
  return screenHref(viewer, screen, { name: row.login });
}
