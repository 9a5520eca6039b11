// THE table of who may call what: operation → role → upstream path. A role missing from an
// operation may not perform it: the BFF answers 403 without calling the upstream, and the
// screens hide the action. Every call of both specs' §7 is here, plus the calls this project
// defines where the spec says "not shown" (documented in upstream/README.md).
import { ROLE_INFO, ROLES, type Role } from "./roles";

type Paths = Partial<Record<Role, string>>;

/** `<prefix>/<call>` for the given roles (all four by default). */
function prefixed(call: string, roles: readonly Role[] = ROLES): Paths {
  return Object.fromEntries(roles.map((role) => [role, `${ROLE_INFO[role].prefix}/${call}`]));
}

const ABOVE_DEALER = ["admin", "manager", "reseller"] as const;
const ADMIN_AND_MANAGER = ["admin", "manager"] as const;
const BELOW_ADMIN = ["manager", "reseller", "dealer"] as const;

export const OPERATIONS = {
  // Session and dashboards (clients spec §7).
  logout: prefixed("logout"),
  credits: prefixed("credits"),
  "message.read": prefixed("message"),
  "message.write": { admin: "/admin/message" },
  "stats.totals": prefixed("statstotals"),
  "stats.byName": prefixed("statsbyname", ABOVE_DEALER),
  "totals.clients": prefixed("totalclients"),
  "totals.activeClients": prefixed("totalactiveclients"),
  "totals.expiredClients": prefixed("totalexpiredclients"),
  "totals.activeTrials": prefixed("totalactivetrials"),
  "totals.activeMinistra": prefixed("totalactiveministra"),
  "totals.dealers": prefixed("totaldealers", ABOVE_DEALER),
  "totals.resellers": prefixed("totalresellers", ADMIN_AND_MANAGER),
  "totals.superResellers": { admin: "/admin/totalsuperresellers" },
  "totals.activeTickets": { admin: "/admin/activetickets" },
  "dashboard.resellers": { manager: "/superreseller/resellers" },

  // Clients (clients spec §7): the dealer's list and delete have paths of their own.
  "clients.list": { ...prefixed("clientlist", ABOVE_DEALER), dealer: "/api/clients" },
  "clients.get": prefixed("client"),
  "clients.add": prefixed("client"),
  "clients.save": prefixed("saveclient"),
  "clients.reset": prefixed("resetclient"),
  "clients.delete": { ...prefixed("deleteclient", ABOVE_DEALER), dealer: "/api/remove" },
  "clients.renew": prefixed("renew"),
  "clients.retrieve": prefixed("retrieve"),
  "clients.history": prefixed("history"),
  "clients.packages": prefixed("packages"),
  "clients.subpackages": prefixed("subpackages"),
  // The expiry worklist and bulk renew (issue 14), defined by the reference upstream.
  "clients.expiring": prefixed("expiring"),
  "clients.bulkRenew": prefixed("bulkrenew"),

  // Super resellers (accounts spec §7), the admin's only.
  "superResellers.list": { admin: "/admin/superresellers" },
  "superResellers.get": { admin: "/admin/superreseller" },
  "superResellers.add": { admin: "/admin/superreseller" },
  "superResellers.save": { admin: "/admin/save" },
  "superResellers.password": { admin: "/admin/changepassword" },

  // Resellers.
  "resellers.list": prefixed("resellerlist", ADMIN_AND_MANAGER),
  "resellers.get": prefixed("reseller", ADMIN_AND_MANAGER),
  "resellers.add": prefixed("reseller", ADMIN_AND_MANAGER),
  "resellers.edit": { admin: "/admin/editreseller" },
  "resellers.credits": prefixed("resellercredits", ADMIN_AND_MANAGER),
  "resellers.password": { admin: "/admin/changepasswordreseller", manager: "/superreseller/changepassword" },
  "resellers.delete": prefixed("removereseller", ADMIN_AND_MANAGER),

  // Dealers.
  "dealers.list": prefixed("dealers", ABOVE_DEALER),
  "dealers.get": prefixed("dealer", ABOVE_DEALER),
  "dealers.add": prefixed("dealer", ABOVE_DEALER),
  "dealers.edit": prefixed("editdealer", ADMIN_AND_MANAGER),
  "dealers.credits": prefixed("dealercredits", ABOVE_DEALER),
  "dealers.password": {
    admin: "/admin/changepassworddealer",
    manager: "/superreseller/changepassworddealer",
    reseller: "/reseller/changepassword",
  },
  "dealers.delete": prefixed("removedealer", ABOVE_DEALER),

  // Ledgers: one's own, and an account's below one (its edit screen).
  "transactions.list": prefixed("transactions"),
  "transactions.ofAccount": prefixed("transactions", ABOVE_DEALER),

  // The audit log of one's subtree (issue 14).
  "audit.list": prefixed("audit"),

  // MAC addresses and messages.
  "mac.search": prefixed("searchmac"),
  "mac.delete": { admin: "/admin/deletemac" },
  "messages.send": prefixed("sendmessage"),

  // Support tickets: the admin sees and closes every ticket but creates none.
  "tickets.list": prefixed("tickets"),
  "tickets.get": prefixed("ticket"),
  "tickets.add": prefixed("addticket", BELOW_ADMIN),
  "tickets.save": prefixed("saveticket"),
  "tickets.details": prefixed("ticketdetails"),
  "tickets.addDetail": prefixed("addticketdetail"),
} as const satisfies Record<string, Paths>;

export type Operation = keyof typeof OPERATIONS;

/** May this role perform this operation? Drives the BFF's checks and which actions a screen shows. */
export function can(role: Role, operation: Operation): boolean {
  return operationPath(role, operation) !== undefined;
}

/** The upstream path of an operation for a role, without the segments; undefined when the role may not. */
export function operationPath(role: Role, operation: Operation): string | undefined {
  return (OPERATIONS[operation] as Paths)[role];
}
