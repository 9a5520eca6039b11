// createFirstAdmin(): the first admin account of a real database, which is not seeded with the
// demo's known passwords (see seed/switch.ts). Refused when an admin exists: the hierarchy has
// one root, and a second run must not hand out a second way in.
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { hashPassword } from "../auth/passwords";
import type { Db } from "../db/connect";
import { accounts } from "../db/schema";
import { loginSchema } from "../rules/accounts/input";

// At most 15 like every account password (the panel's forms stop there); at least 8 because
// this account can do everything.
export const adminPasswordSchema = z.string().min(8, "The password must be at least 8 characters").max(15, "The password must be at most 15 characters");

export class Refused extends Error {}

/** The login name and password as the account will have them; Refused, saying why, when either is not allowed. */
export function checkAdminInput(login: string, password: string): { login: string; password: string } {
  const name = loginSchema.safeParse(login);
  if (!name.success) throw new Refused(name.error.issues[0].message);
  const checked = adminPasswordSchema.safeParse(password);
  if (!checked.success) throw new Refused(checked.error.issues[0].message);
  return { login: name.data, password: checked.data };
}

export async function createFirstAdmin(db: Db, login: string, password: string): Promise<void> {
  const checked = checkAdminInput(login, password);
  const passwordHash = await hashPassword(checked.password);
  await db.transaction(async (tx) => {
    // Two runs at once must not both find no admin: the table lock makes the check and the
    // insert one step (it lets readers through; it is held for milliseconds).
    await tx.execute(sql`LOCK TABLE accounts IN SHARE ROW EXCLUSIVE MODE`);
    const [admin] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.role, "admin")).limit(1);
    if (admin) throw new Refused(`An admin account already exists (${admin.name}); nothing was changed`);
    const [taken] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, checked.login)).limit(1);
    if (taken) throw new Refused(`The login name ${checked.login} is taken`);
    await tx.insert(accounts).values({ name: checked.login, passwordHash, role: "admin", parentId: null, credits: 0, description: "Administrator" });
  });
}
