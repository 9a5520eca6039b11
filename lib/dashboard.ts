// What each role's dashboard counts (clients spec §1), as upstream calls and card labels.
import type { Operation } from "./operations";
import type { Role } from "./roles";

export type CountCard = { op: Operation; label: string };

const CLIENT_COUNTS: CountCard[] = [
  { op: "totals.clients", label: "All Users" },
  { op: "totals.activeClients", label: "Active Users" },
  { op: "totals.expiredClients", label: "Expired Users" },
  { op: "totals.activeTrials", label: "Trials" },
  { op: "totals.activeMinistra", label: "Ministra" },
];

export const DASHBOARD_COUNTS: Record<Role, readonly CountCard[]> = {
  dealer: CLIENT_COUNTS,
  reseller: [{ op: "totals.dealers", label: "Dealers" }, ...CLIENT_COUNTS],
  manager: [{ op: "totals.resellers", label: "Resellers" }, { op: "totals.dealers", label: "Dealers" }, ...CLIENT_COUNTS],
  admin: [
    { op: "totals.superResellers", label: "Super Resellers" },
    { op: "totals.resellers", label: "Resellers" },
    { op: "totals.dealers", label: "Dealers" },
    ...CLIENT_COUNTS,
  ],
};

export const MINISTRA_NOTE =
  "The Ministra player is supported on Android, iOS, AppleTV, Roku, Tizen, WebOS and Samsung Smart TV. " +
  "To use it, create or update a client account with the Ministra checkbox ticked.";
