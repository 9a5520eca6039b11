// Which panels an account's edit screen shows, by who edits what (accounts spec §2.2). One place,
// read by the screens and by the BFF that parses what those panels send.
import type { Role } from "@/lib/roles";
import type { AccountKind } from "@/lib/accounts/kinds";

/**
 * The credits form also edits the description where the spec puts them together: the admin's
 * Update Super Reseller, the super reseller's Edit Reseller, and the reseller's Edit Dealer.
 */
export function hasCreditsDescription(role: Role, kind: AccountKind): boolean {
  return (role === "admin" && kind === "manager") || (role === "manager" && kind === "reseller") || (role === "reseller" && kind === "dealer");
}
