import "server-only";
import {
  creditsResponseSchema,
  messageResponseSchema,
  resellerSummarySchema,
  statsResponseSchema,
  totalResponseSchema,
} from "@/lib/schemas/dashboard";
import type { SessionData } from "@/lib/session-cookie";
import { upstreamFetch } from "./fetch";
import { rolePath } from "./paths";

type Caller = Pick<SessionData, "token" | "role">;

const get = <S extends Parameters<typeof upstreamFetch>[0]>(schema: S, caller: Caller, call: string) =>
  upstreamFetch(schema, { method: "GET", path: rolePath(caller.role, call), token: caller.token });

/** The caller's balance; null for the admin, whose balance is unlimited. */
export async function getCredits(caller: Caller): Promise<number | null> {
  return (await get(creditsResponseSchema, caller, "credits")).credits;
}

export async function getPanelMessage(caller: Caller): Promise<string> {
  return (await get(messageResponseSchema, caller, "message")).message;
}

/** One dashboard count, e.g. "totalactiveclients". */
export async function getTotal(caller: Caller, call: string): Promise<number> {
  return (await get(totalResponseSchema, caller, call)).total;
}

export function getStatsTotals(caller: Caller) {
  return get(statsResponseSchema, caller, "statstotals");
}

export async function getManagerResellers(caller: Caller) {
  return (await get(resellerSummarySchema, caller, "resellers")).data;
}
