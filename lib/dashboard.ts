// What each role's dashboard counts (clients spec §1), as upstream calls and card labels.
import type { Role } from "./roles";

export type CountCard = { call: string; label: string };

const CLIENT_COUNTS: CountCard[] = [
  { call: "totalclients", label: "All Users" },
  { call: "totalactiveclients", label: "Active Users" },
  { call: "totalexpiredclients", label: "Expired Users" },
  { call: "totalactivetrials", label: "Trials" },
  { call: "totalactiveministra", label: "Ministra" },
];

export const DASHBOARD_COUNTS: Record<Role, readonly CountCard[]> = {
  dealer: CLIENT_COUNTS,
  reseller: [{ call: "totaldealers", label: "Dealers" }, ...CLIENT_COUNTS],
  manager: [{ call: "totalresellers", label: "Resellers" }, { call: "totaldealers", label: "Dealers" }, ...CLIENT_COUNTS],
  admin: [
    { call: "totalsuperresellers", label: "Super Resellers" },
    { call: "totalresellers", label: "Resellers" },
    { call: "totaldealers", label: "Dealers" },
    ...CLIENT_COUNTS,
  ],
};

export const MINISTRA_NOTE =
  "The Ministra player is supported on Android, iOS, AppleTV, Roku, Tizen, WebOS and Samsung Smart TV. " +
  "To use it, create or update a client account with the Ministra checkbox ticked.";
