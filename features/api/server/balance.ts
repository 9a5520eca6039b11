import "server-only";
import type { SessionData } from "@/lib/session/cookie";
import { getCredits } from "@/lib/upstream/dashboard";

/**
 * A spending answer with the account's balance read just after the write, inside the spend (so a
 * replay answers the same figures as the first time). A failed read must not turn a done write
 * into a failure: the balance is then null, as it is for the admin (unlimited).
 */
export async function withBalance<T extends object>(session: SessionData, answer: T): Promise<T & { balance: number | null }> {
  const balance = session.role === "admin" ? null : await getCredits(session).catch(() => null);
  return { ...answer, balance };
}
