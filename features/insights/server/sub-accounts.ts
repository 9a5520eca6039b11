import "server-only";
import { offers, type Operation } from "@/lib/operations";
import { currentBackend } from "@/lib/backends";
import type { Role } from "@/lib/roles";
import type { ClientRow } from "@/lib/schemas/client-list";
import { accountRows } from "@/lib/upstream/accounts";
import type { Caller } from "@/lib/upstream/caller";

// The accounts below the caller, as its own account lists show them (its subtree and nothing
// else), each with its balance and a way to pick its clients out of the caller's client list.

export type SubKind = "manager" | "reseller" | "dealer";
export type SubAccount = {
  name: string;
  kind: SubKind;
  credits: number;
  /** What the account list says; the client list is counted instead where its rows name the account. */
  clientsCount: number | null;
  /** The resellers under a super reseller, whose clients are its clients. */
  resellers?: Set<string>;
};

const LISTS: Record<SubKind, Operation> = { manager: "superResellers.list", reseller: "resellers.list", dealer: "dealers.list" };
const BELOW: Record<Role, SubKind[]> = { dealer: [], reseller: ["dealer"], manager: ["reseller", "dealer"], admin: ["manager", "reseller", "dealer"] };

export async function subAccounts(caller: Caller): Promise<SubAccount[]> {
  const backend = await currentBackend();
  const kinds = BELOW[caller.role].filter((kind) => offers(backend, caller.role, LISTS[kind]));
  const [managers, resellers, dealers] = await Promise.all([
    kinds.includes("manager") ? accountRows("manager", caller) : [],
    kinds.includes("reseller") ? accountRows("reseller", caller) : [],
    kinds.includes("dealer") ? accountRows("dealer", caller) : [],
  ]);
  return [
    ...managers.map((m): SubAccount => ({
      name: m.name,
      kind: "manager",
      credits: m.credits,
      clientsCount: m.clientsCount ?? null,
      resellers: new Set(resellers.filter((r) => r.manager === m.name).map((r) => r.reseller)),
    })),
    ...resellers.map((r): SubAccount => ({ name: r.reseller, kind: "reseller", credits: r.credits, clientsCount: r.clientsCount ?? null })),
    ...dealers.map((d): SubAccount => ({ name: d.dealer, kind: "dealer", credits: d.credits, clientsCount: d.clientsCount ?? null })),
  ];
}

/** The account's clients among the caller's; null when the rows do not say whose they are. */
export function clientsOf(account: SubAccount, clients: readonly ClientRow[]): ClientRow[] | null {
  const named = clients.some((c) => c.dealer != null || c.reseller != null);
  if (!named) return null;
  if (account.kind === "dealer") return clients.filter((c) => c.dealer === account.name);
  if (account.kind === "reseller") return clients.filter((c) => c.reseller === account.name);
  const resellers = account.resellers ?? new Set<string>();
  return resellers.size ? clients.filter((c) => c.reseller != null && resellers.has(c.reseller)) : null;
}
