import type { Role } from "@/lib/roles";
import type { AccountKind } from "@/lib/accounts/kinds";

/** Which owner an Add form chooses, by who adds what (spec §2.2): the admin picks a reseller's super reseller; admin and super reseller pick a dealer's reseller. */
export function ownerFieldOf(role: Role, kind: AccountKind): "superReseller" | "reseller" | null {
  if (kind === "reseller" && role === "admin") return "superReseller";
  if (kind === "dealer" && (role === "admin" || role === "manager")) return "reseller";
  return null;
}
