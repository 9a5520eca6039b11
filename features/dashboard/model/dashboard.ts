// What each role's dashboard counts (clients spec §1), as upstream calls and card labels.
import type { Operation } from "@/lib/operations";
import type { Role } from "@/lib/roles";
import type { ScreenId } from "@/lib/screens";

/** A dashboard count, and the list it counts (its screen and tab) where the role has such a list. */
export type CountCard = { op: Operation; label: string; list?: { screen: ScreenId; tab?: string } };

// Trials and Ministra clients have no list of their own: those cards are not links.
const CLIENT_COUNTS: CountCard[] = [
  { op: "totals.clients", label: "All Users", list: { screen: "clients.list" } },
  { op: "totals.activeClients", label: "Active Users", list: { screen: "clients.list", tab: "active" } },
  { op: "totals.expiredClients", label: "Expired Users", list: { screen: "clients.list", tab: "expired" } },
  { op: "totals.activeTrials", label: "Trials" },
  { op: "totals.activeMinistra", label: "Ministra" },
];
const DEALERS: CountCard = { op: "totals.dealers", label: "Dealers", list: { screen: "dealers.list" } };
const RESELLERS: CountCard = { op: "totals.resellers", label: "Resellers", list: { screen: "resellers.list" } };

export const DASHBOARD_COUNTS: Record<Role, readonly CountCard[]> = {
  dealer: CLIENT_COUNTS,
  reseller: [DEALERS, ...CLIENT_COUNTS],
  manager: [RESELLERS, DEALERS, ...CLIENT_COUNTS],
  admin: [{ op: "totals.superResellers", label: "Super Resellers", list: { screen: "superResellers.list" } }, RESELLERS, DEALERS, ...CLIENT_COUNTS],
};

// The Ministra note the dashboard shows is in the catalogues (messages/*/dashboard.json, ministraNote).
