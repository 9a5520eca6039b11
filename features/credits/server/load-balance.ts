import "server-only";
import type { SessionData } from "@/lib/session";
import { getCredits } from "@/lib/upstream/dashboard";

/**
 * The signed-in account's balance for a screen that prices what it sends: null for the admin
 * (unlimited) and when it cannot be read (the form then only hides 'Balance after'; the upstream still checks).
 */
export async function getBalance(session: SessionData): Promise<number | null> {
  return session.role === "admin" ? null : getCredits(session).catch(() => null);
}
