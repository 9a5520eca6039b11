import "server-only";
import type { Owners } from "@/lib/schemas/owners";
import { accountRows } from "@/lib/upstream/accounts";
import type { Caller } from "@/lib/upstream/call";

/** The resellers and dealers a client form may choose, each limited to the caller's subtree (the account lists, bare or in { data }). */
export async function getOwners(caller: Caller): Promise<Owners> {
  if (caller.role === "dealer") return { resellers: [], dealers: [] };
  const [dealers, resellers] = await Promise.all([
    accountRows("dealer", caller),
    caller.role === "reseller" ? Promise.resolve([]) : accountRows("reseller", caller),
  ]);
  return {
    resellers: resellers.map((r) => ({ name: r.reseller })),
    dealers: dealers.map((d) => ({ name: d.dealer, reseller: d.reseller ?? "" })),
  };
}
