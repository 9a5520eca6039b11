import "server-only";
import { z } from "zod";
import type { SessionData } from "@/lib/session-cookie";
import { upstreamFetch } from "./fetch";
import { rolePath } from "./paths";

type Caller = Pick<SessionData, "token" | "role">;

const dealersSchema = z.object({ data: z.array(z.object({ dealer: z.string(), reseller: z.string().nullable() })) });
const resellersSchema = z.object({ data: z.array(z.object({ reseller: z.string() })) });

export type Owners = { resellers: { name: string }[]; dealers: { name: string; reseller: string }[] };

/** The resellers and dealers a client form may choose, each limited to the caller's subtree. */
export async function getOwners(caller: Caller): Promise<Owners> {
  if (caller.role === "dealer") return { resellers: [], dealers: [] };
  const get = <S extends z.ZodType>(schema: S, call: string) => upstreamFetch(schema, { method: "GET", path: rolePath(caller.role, call), token: caller.token });
  const [dealers, resellers] = await Promise.all([
    get(dealersSchema, "dealers"),
    caller.role === "reseller" ? Promise.resolve({ data: [] }) : get(resellersSchema, "resellerlist"),
  ]);
  return {
    resellers: resellers.data.map((r) => ({ name: r.reseller })),
    dealers: dealers.data.map((d) => ({ name: d.dealer, reseller: d.reseller ?? "" })),
  };
}
