import "server-only";
import type { Operation } from "@/lib/operations";
import { creditsResponseSchema, messageResponseSchema, resellerSummarySchema, statsResponseSchema } from "@/lib/schemas/dashboard";
import { countSchema } from "@/lib/schemas/tolerant";
import { upstreamGet, type Caller } from "./call";

/** The caller's balance; null for the admin, whose balance is unlimited. */
export async function getCredits(caller: Caller): Promise<number | null> {
  return (await upstreamGet(creditsResponseSchema, caller, "credits")).credits;
}

export async function getPanelMessage(caller: Caller): Promise<string> {
  return (await upstreamGet(messageResponseSchema, caller, "message.read")).message;
}

/** One dashboard count, e.g. "totals.activeClients": a bare number or { total } (both readings of the spec). */
export async function getTotal(caller: Caller, operation: Operation): Promise<number> {
  return upstreamGet(countSchema, caller, operation);
}

export function getStatsTotals(caller: Caller) {
  return upstreamGet(statsResponseSchema, caller, "stats.totals");
}

export async function getManagerResellers(caller: Caller) {
  return upstreamGet(resellerSummarySchema, caller, "dashboard.resellers");
}

/** An account's Total Users History, for its edit screen. */
export function getStatsByName(caller: Caller, name: string) {
  return upstreamGet(statsResponseSchema, caller, "stats.byName", { segments: [name] });
}
