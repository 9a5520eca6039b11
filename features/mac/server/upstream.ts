import "server-only";
import { macDeleteAnswerSchema, macSearchAnswerSchema, type MacSearchResult } from "@/lib/schemas/mac";
import { upstreamGet, upstreamPost, type Caller } from "@/lib/upstream/call";

/** Is the MAC in use? Outside the caller's subtree the answer stops at "in use" (no status, no client). */
export async function searchMac(caller: Caller, mac: string): Promise<MacSearchResult> {
  const answer = await upstreamGet(macSearchAnswerSchema, caller, "mac.search", { segments: [mac] });
  const status = answer.subMessage === "ACTIVE" || answer.subMessage === "INACTIVE" ? answer.subMessage : null;
  const client = answer.found && answer.name ? { name: answer.name, mac: answer.mac ?? mac, expiry: answer.expiry ?? null } : null;
  return { found: answer.found, status, client };
}

/** The admin's delete by MAC: removes the client using it whatever its status, which frees the MAC. */
export async function deleteByMac(caller: Caller, mac: string) {
  const answer = await upstreamPost(macDeleteAnswerSchema, caller, "mac.delete", { mac });
  return { name: answer.name ?? null, mac: answer.mac ?? mac };
}
