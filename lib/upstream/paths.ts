import "server-only";
import { ROLE_INFO, type Role } from "@/lib/roles";

// Calls whose path is not simply '<prefix>/<call>' for some role (clients spec §7).
const EXCEPTIONS: Partial<Record<Role, Record<string, string>>> = {
  dealer: { clientlist: "/api/clients", deleteclient: "/api/remove" },
};

/** The upstream path of a call for a role, e.g. ("manager", "credits") → "/superreseller/credits". */
export function rolePath(role: Role, call: string, ...segments: string[]): string {
  const base = EXCEPTIONS[role]?.[call] ?? `${ROLE_INFO[role].prefix}/${call}`;
  return [base, ...segments.map(encodeURIComponent)].join("/");
}
