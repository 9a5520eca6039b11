// What a ledger row is, told by its type as the spec and the reference upstream write them
// (upstream/README.md, the ledger): types are from the viewer's side, and a trial is a new client made with
// 0 months, so a "NEW CLIENT" row of 0 credits. Unknown types move no money here.

export const KINDS = ["newClient", "renewal", "trial", "retrieved", "movedDown", "movedBack", "received", "removed", "other"] as const;
export type Kind = (typeof KINDS)[number];

/** The fields of a ledger row the figures read. */
export type LedgerEntry = { created: string; type: string; login: string | null; credits: number; expiry: string | null; description?: string | null };

const BY_TYPE: Record<string, Kind> = {
  RENEW: "renewal",
  RETRIEVED: "retrieved",
  ADD: "movedDown",
  REMOVE: "movedBack",
  RECEIVED: "received",
  REMOVED: "removed",
};

export function kindOf(row: Pick<LedgerEntry, "type" | "credits">): Kind {
  const type = row.type.trim().toUpperCase();
  if (type === "NEW CLIENT") return row.credits > 0 ? "newClient" : "trial";
  return BY_TYPE[type] ?? "other";
}

/** Which way the viewer's balance moved: a parent's ADD and a client's months lower it, a refund or a grant raises it. */
const SIGN: Record<Kind, -1 | 0 | 1> = {
  newClient: -1,
  renewal: -1,
  trial: -1,
  retrieved: 1,
  movedDown: -1,
  movedBack: 1,
  received: 1,
  removed: -1,
  other: 0,
};

/** The row's change of the viewer's balance, in credits. */
export function balanceChange(row: Pick<LedgerEntry, "type" | "credits">): number {
  // "+ 0": a row of 0 credits changes nothing, never by -0.
  return SIGN[kindOf(row)] * row.credits + 0;
}

/** Credits spent by a row: on clients and on sub-accounts, net of what came back from them; grants from above are not spending. */
export function spentBy(kind: Kind, credits: number): number {
  switch (kind) {
    case "newClient":
    case "renewal":
    case "trial":
    case "movedDown":
      return credits;
    case "retrieved":
    case "movedBack":
      return -credits;
    default:
      return 0;
  }
}
