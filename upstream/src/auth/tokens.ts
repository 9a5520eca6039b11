// Bearer tokens: 32 random bytes (base64url) handed to the caller once; only their SHA-256 is
// stored. A token lives one hour from issue and is never extended.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../db/connect";
import { accounts, tokens } from "../db/schema";
import type { Actor } from "../rules/roles";

export const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function issueToken(db: Db, accountId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(tokens).values({
    tokenHash: hashToken(token),
    accountId,
    created: now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
  });
  // Housekeeping on the (rare) login path keeps the table from growing without bound.
  await db.delete(tokens).where(lt(tokens.expiresAt, new Date(now.getTime() - 24 * TOKEN_LIFETIME_MS)));
  return token;
}

/** The account behind a live token, or null when it is unknown, expired or revoked. */
export async function findActor(db: Db, token: string, now: Date): Promise<Actor | null> {
  const [row] = await db
    .select({ id: accounts.id, name: accounts.name, role: accounts.role })
    .from(tokens)
    .innerJoin(accounts, eq(accounts.id, tokens.accountId))
    .where(and(eq(tokens.tokenHash, hashToken(token)), eq(tokens.revoked, false), gt(tokens.expiresAt, now)));
  return row ?? null;
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db
    .update(tokens)
    .set({ revoked: true })
    .where(eq(tokens.tokenHash, hashToken(token)));
}
