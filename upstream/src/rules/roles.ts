// The role table of the upstream: which URL prefix each role uses, and the order of the levels.
import type { Role } from "../db/schema";

export type { Role };

export const PREFIXES = {
  admin: "admin",
  manager: "superreseller",
  reseller: "reseller",
  dealer: "api",
} as const satisfies Record<Role, string>;

export const ROLES = Object.keys(PREFIXES) as Role[];

const LEVEL: Record<Role, number> = { admin: 0, manager: 1, reseller: 2, dealer: 3 };

/** True when `role` is at `other`'s level or higher (admin is the highest). */
export function atLeast(role: Role, other: Role): boolean {
  return LEVEL[role] <= LEVEL[other];
}

/** The signed-in account a request acts as. */
export interface Actor {
  id: number;
  name: string;
  role: Role;
}
