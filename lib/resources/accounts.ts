// The account hierarchy's calls (accounts spec §7). Where the spec says "not shown" (the dealer
// lists, the super reseller list, some credit moves), only the operator's mapping serves them.
import { ABOVE_DEALER, ADMIN_AND_MANAGER, prefixed, same, unshown, type Call } from "./call-table";

export const SUPER_RESELLER_CALLS = {
  "superResellers.list": unshown({ admin: "/admin/superresellers" }),
  "superResellers.get": same({ admin: "/admin/superreseller" }),
  "superResellers.add": same({ admin: "/admin/superreseller" }),
  "superResellers.save": same({ admin: "/admin/save" }),
  "superResellers.password": same({ admin: "/admin/changepassword" }),
} as const satisfies Record<string, Call>;

export const RESELLER_CALLS = {
  "resellers.list": { reference: prefixed("resellerlist", ADMIN_AND_MANAGER), spec: { admin: "/admin/resellerlist" } },
  "resellers.get": same(prefixed("reseller", ADMIN_AND_MANAGER)),
  "resellers.add": same(prefixed("reseller", ADMIN_AND_MANAGER)),
  "resellers.edit": same({ admin: "/admin/editreseller" }),
  "resellers.credits": unshown(prefixed("resellercredits", ADMIN_AND_MANAGER)),
  "resellers.password": same({ admin: "/admin/changepasswordreseller", manager: "/superreseller/changepassword" }),
  "resellers.delete": { reference: prefixed("removereseller", ADMIN_AND_MANAGER), spec: { admin: "/admin/removereseller" } },
} as const satisfies Record<string, Call>;

export const DEALER_CALLS = {
  "dealers.list": unshown(prefixed("dealers", ABOVE_DEALER)),
  "dealers.get": same(prefixed("dealer", ABOVE_DEALER)),
  "dealers.add": same(prefixed("dealer", ABOVE_DEALER)),
  "dealers.edit": same(prefixed("editdealer", ADMIN_AND_MANAGER)),
  "dealers.credits": { reference: prefixed("dealercredits", ABOVE_DEALER), spec: prefixed("dealercredits", ADMIN_AND_MANAGER) },
  "dealers.password": {
    reference: { admin: "/admin/changepassworddealer", manager: "/superreseller/changepassworddealer", reseller: "/reseller/changepassword" },
    spec: { manager: "/superreseller/changepassworddealer", reseller: "/reseller/changepassword" },
  },
  "dealers.delete": same(prefixed("removedealer", ABOVE_DEALER)),
} as const satisfies Record<string, Call>;
