import "server-only";
import { ROLES, type Role } from "@/lib/roles";
import { panelStore } from "@/lib/store";

// The admin's rule of which roles must sign in with a second factor, in the panel's store.

export type TwoFactorPolicy = Record<Role, boolean>;

export async function twoFactorPolicy(): Promise<TwoFactorPolicy> {
  const store = await panelStore();
  const rows = await store.query<{ role: string; required: boolean }>("SELECT role, required FROM two_factor_policy");
  const required = new Set(rows.filter((row) => row.required).map((row) => row.role));
  return Object.fromEntries(ROLES.map((role) => [role, required.has(role)])) as TwoFactorPolicy;
}

export async function isRequiredFor(role: Role): Promise<boolean> {
  return (await twoFactorPolicy())[role];
}

export async function saveTwoFactorPolicy(policy: TwoFactorPolicy): Promise<void> {
  const store = await panelStore();
  await store.transaction(async (tx) => {
    for (const role of ROLES) {
      await tx.query("INSERT INTO two_factor_policy (role, required) VALUES ($1, $2) ON CONFLICT (role) DO UPDATE SET required = EXCLUDED.required", [
        role,
        policy[role],
      ]);
    }
  });
}
