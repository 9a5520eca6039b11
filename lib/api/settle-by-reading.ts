// Settling a spending write whose outcome is unknown by reading, on a backend that keeps no
// Idempotency-Key record of its own. Before the write is sent, the spend entrance reads three
// figures: the caller's balance, the subject (the client's expiry, the account's credits) and the
// number of rows in the caller's own ledger. A later repeat of the same key reads them again and
// compares:
//  - done: the ledger has exactly one row more, the balance moved by exactly the write's cost and
//    the subject moved the way the write moves it;
//  - not done: nothing moved at all (ledger, balance, subject), and the request can no longer be
//    in flight at the backend (see IN_FLIGHT_MS);
//  - anything else stays unknown (and says so).
// The ledger row count is what keeps this honest under concurrency: any other money move of the
// account between the two readings (another tab, another instance, the backend's own screens)
// adds a row, so the count is off by more than this write and the verdict stays unknown. A spend
// of the same caller sent through this instance meanwhile also keeps it unknown, whatever the figures say.
// Free of server code: the rules are unit-tested as they are.

/** The figures read around a write; null where they could not be read (or, for the admin's balance, do not exist). */
export type Figures = { balance: number | null; subject: string | null; ledger: number | null };

/** What the first send leaves with the intent's record for a later settlement. */
export type Evidence = {
  before: Figures;
  /** When the write went out (ms since the epoch). */
  sentAt: number;
  /** The request may still be running at the backend (a timeout, a cut connection, a gateway's 502/504). */
  inFlight: boolean;
  /** Which process sent it, and that caller's count of spends this process had sent by then. */
  process: string;
  spends: number;
};

/**
 * How long after a write went out it may still be carried out by the backend when its answer was
 * lost (a timeout, a cut connection, a gateway that gave up): PHP's default execution limit is 30
 * s and a request may queue before it; until this has passed "nothing moved" proves nothing.
 */
export const IN_FLIGHT_MS = 120_000;

/** What the write does to the figures when carried out: the balance goes down by `cost` (up when negative), and the subject moves. */
export type Effect = { cost: number; subject: "later" | "earlier" | "appears" | { by: number } };

export type Verdict = "done" | "not-done" | "unknown";

const num = (value: unknown) => (typeof value === "number" && Number.isInteger(value) && value > 0 ? value : null);

/** The effect of a spending operation with its payload (`{ params, body }` as the route passes it), or null when the BFF cannot say. */
export function effectOf(operation: string, payload: unknown): Effect | null {
  const body = (payload as { body?: Record<string, unknown> } | null)?.body ?? {};
  const months = num(body.months);
  switch (operation) {
    case "clients.renew":
    case "clients.save":
      return months === null ? null : { cost: months, subject: "later" };
    case "clients.retrieve":
      return months === null ? null : { cost: -months, subject: "earlier" };
    case "clients.add":
      return months === null ? null : { cost: months, subject: "appears" };
    case "dealers.credits":
    case "resellers.credits":
    case "superResellers.save": {
      const credits = num(body.credits);
      if (credits === null || (body.transaction !== 0 && body.transaction !== 1)) return null;
      // 0 gives the account credits from the caller's balance; 1 takes them back.
      return body.transaction === 0 ? { cost: credits, subject: { by: credits } } : { cost: -credits, subject: { by: -credits } };
    }
    default:
      return null;
  }
}

/** A date's day (YYYY-MM-DD), or null: expiries are compared by calendar day. */
const day = (value: string | null) => (value !== null && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null);
const amount = (value: string | null) => (value !== null && /^-?\d+$/.test(value.trim()) ? Number(value) : null);

type Moved = "unchanged" | "expected" | "other" | "unknown";

function subjectMoved(effect: Effect["subject"], before: string | null, after: string | null): Moved {
  if (effect === "appears") {
    // Not found (or not readable) before; found after. Not found after proves nothing alone: the ledger and balance decide.
    if (before !== null) return "other";
    return after === null ? "unknown" : "expected";
  }
  if (typeof effect === "object") {
    const [was, is] = [amount(before), amount(after)];
    if (was === null || is === null) return "unknown";
    return is === was ? "unchanged" : is === was + effect.by ? "expected" : "other";
  }
  const [was, is] = [day(before), day(after)];
  if (was === null || is === null) return "unknown";
  if (is === was) return "unchanged";
  return (effect === "later" ? is > was : is < was) ? "expected" : "other";
}

function countMoved(before: number | null, after: number | null, expected: number): Moved {
  if (before === null || after === null) return "unknown";
  return after === before ? "unchanged" : after === before + expected ? "expected" : "other";
}

/**
 * The verdict on an unknown write from the figures before it and now. `admin`: the caller's
 * balance is unlimited (null both times, not a figure that failed to read). `concurrent`: another
 * spend of the same caller went out since this one (as far as this process knows).
 */
export function verdictOf(
  effect: Effect | null,
  evidence: Evidence,
  now: Figures,
  { at, admin, concurrent }: { at: number; admin: boolean; concurrent: boolean },
): Verdict {
  if (!effect || concurrent) return "unknown";
  const { before } = evidence;
  const ledger = countMoved(before.ledger, now.ledger, 1);
  const balance = admin && before.balance === null && now.balance === null ? "free" : countMoved(before.balance, now.balance, -effect.cost);
  const subject = subjectMoved(effect.subject, before.subject, now.subject);
  // Without the ledger nothing rules out another write between the two readings.
  if (ledger === "unknown" || balance === "unknown" || balance === "other" || subject === "other") return "unknown";
  if (ledger === "expected" && (balance === "expected" || balance === "free") && subject === "expected") return "done";
  const settledDown = !evidence.inFlight || at - evidence.sentAt >= IN_FLIGHT_MS;
  const untouched = (subject === "unchanged" || (effect.subject === "appears" && subject === "unknown")) && (balance === "unchanged" || balance === "free");
  if (ledger === "unchanged" && untouched && settledDown) return "not-done";
  return "unknown";
}
