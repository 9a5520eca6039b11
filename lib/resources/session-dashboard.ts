// The session's and the dashboards' calls (clients spec §7, "Credits, message, counts, stats").
import { ABOVE_DEALER, ADMIN_AND_MANAGER, prefixed, same, unshown, type Call } from "./call-table";

const count = (call: string, spec: Parameters<typeof prefixed>[1], reference = spec): Call => ({
  reference: prefixed(call, reference),
  spec: prefixed(call, spec),
});

export const SESSION_CALLS = {
  logout: unshown(prefixed("logout")),
  // The spec has no admin credits call; the admin's balance is unlimited anyway.
  credits: { reference: prefixed("credits"), spec: prefixed("credits", ["manager", "reseller", "dealer"]) },
  "message.read": same(prefixed("message")),
  "message.write": same({ admin: "/admin/message" }),
} as const satisfies Record<string, Call>;

export const DASHBOARD_CALLS = {
  "stats.totals": same(prefixed("statstotals")),
  "stats.byName": same(prefixed("statsbyname", ABOVE_DEALER)),
  // The spec's counts per role: the dealer has no totalclients, the reseller no totaldealers,
  // the manager no totalresellers; the reference upstream answers every one.
  "totals.clients": count("totalclients", ABOVE_DEALER, ["admin", "manager", "reseller", "dealer"]),
  "totals.activeClients": same(prefixed("totalactiveclients")),
  "totals.expiredClients": same(prefixed("totalexpiredclients")),
  "totals.activeTrials": same(prefixed("totalactivetrials")),
  "totals.activeMinistra": same(prefixed("totalactiveministra")),
  "totals.dealers": count("totaldealers", ADMIN_AND_MANAGER, ABOVE_DEALER),
  "totals.resellers": count("totalresellers", ["admin"], ADMIN_AND_MANAGER),
  "totals.superResellers": unshown({ admin: "/admin/totalsuperresellers" }),
  "totals.activeTickets": same({ admin: "/admin/activetickets" }),
  "dashboard.resellers": unshown({ manager: "/superreseller/resellers" }),
} as const satisfies Record<string, Call>;
