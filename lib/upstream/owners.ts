import "server-only";
import { z } from "zod";
import type { Owners } from "@/lib/schemas/owners";
import { upstreamGet, type Caller } from "./call";

const dealersSchema = z.object({ data: z.array(z.object({ dealer: z.string(), reseller: z.string().nullable() })) });
const resellersSchema = z.object({ data: z.array(z.object({ reseller: z.string() })) });

/** The resellers and dealers a client form may choose, each limited to the caller's subtree. */
export async function getOwners(caller: Caller): Promise<Owners> {
  if (caller.role === "dealer") return { resellers: [], dealers: [] };
  const [dealers, resellers] = await Promise.all([
    upstreamGet(dealersSchema, caller, "dealers.list"),
    caller.role === "reseller" ? Promise.resolve({ data: [] }) : upstreamGet(resellersSchema, caller, "resellers.list"),
  ]);
  return {
    resellers: resellers.data.map((r) => ({ name: r.reseller })),
    dealers: dealers.data.map((d) => ({ name: d.dealer, reseller: d.reseller ?? "" })),
  };
}
