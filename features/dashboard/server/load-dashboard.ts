import "server-only";
import { redirect } from "next/navigation";
import { DASHBOARD_COUNTS, type CountCard } from "@/features/dashboard/model/dashboard";
import { currentBackend, type Backend } from "@/lib/backends";
import { offers, type Operation } from "@/lib/operations";
import type { SessionData } from "@/lib/session";
import { getCredits, getManagerResellers, getPanelMessage, getStatsTotals } from "@/lib/upstream/dashboard";
import { sessionLost } from "@/lib/upstream/session-lost";
import { expiringCounts } from "@/lib/upstream/renewals";
import { SCREEN_NEEDS } from "@/lib/screen-needs";
import { screenRoute } from "@/lib/screens";
import { upstreamMessage } from "@/lib/loaders/item";

export type Figure = {
  label: string;
  value: number | null;
  /** The list the figure counts, where the role has one on this backend. */
  href: string | null;
  /** Why there is no value: this backend offers no such count, or it failed to answer. Null with a value. */
  missing: "unoffered" | "failed" | null;
};

type Session = SessionData;

/** A screen this backend can show this role (a screen of the panel's own needs no call). */
function screenOffered(backend: Backend, session: Session, screen: keyof typeof SCREEN_NEEDS): boolean {
  const need = SCREEN_NEEDS[screen];
  return need === null || offers(backend, session.role, need);
}

/** Where a card leads: its list's route (and tab) for this role, when this backend offers that list. */
function hrefOf(backend: Backend, session: Session, card: CountCard): string | null {
  if (!card.list) return null;
  const route = screenRoute(session.role, card.list.screen);
  if (!route || !screenOffered(backend, session, card.list.screen)) return null;
  return card.list.tab ? `${route}?tab=${card.list.tab}` : route;
}

/** Only what the backend offers is asked for; what it does not offer is absent, not an error. */
function ifOffered<T>(backend: Backend, session: Session, operation: Operation, load: () => Promise<T>): Promise<T | null> {
  return offers(backend, session.role, operation) ? load() : Promise.resolve(null);
}

/** The worklist's two counts, or why they could not be read. */
export type ExpiringPart = { counts: { week: number; trials: number } | null; error: string | null; signedOut: boolean };

/**
 * The worklist's counts, read beside the rest but not waited for by it: on a spec backend they
 * come from the whole client list (lib/backends/spec-only/expiring.ts), which takes many times longer
 * than every other figure together (50,000 clients: a list of 24 MB against a few bytes a count),
 * so the dashboard shows its figures first and this card when the list is read. It never rejects.
 */
function expiringPart(backend: Backend, session: Session): Promise<ExpiringPart> {
  return ifOffered(backend, session, "clients.expiring", () => expiringCounts(session)).then(
    (counts) => ({ counts, error: null, signedOut: false }),
    (error: unknown) => ({ counts: null, error: upstreamMessage(error), signedOut: sessionLost(error) }),
  );
}

/**
 * Everything a dashboard shows, each figure fetched on its own: one that fails shows "—", the
 * others stay. `expiring` is a promise, for a card that streams in after the rest (above).
 */
export async function loadDashboard(session: Session) {
  const backend = await currentBackend();
  const cards = DASHBOARD_COUNTS[session.role];
  // Each figure by its own call, else as the backend's adapter can count it (from a list), else
  // absent (null, shown "—") without asking.
  const counts = cards.map((card) => backend.count(session, card.op));
  const figures = Promise.allSettled([
    ifOffered(backend, session, "credits", () => getCredits(session)),
    ifOffered(backend, session, "message.read", () => getPanelMessage(session)),
    ifOffered(backend, session, "stats.totals", () => getStatsTotals(session)),
    session.role === "manager" ? ifOffered(backend, session, "dashboard.resellers", () => getManagerResellers(session)) : Promise.resolve(null),
    ...counts.map((count) => count ?? Promise.resolve(null)),
  ]);
  // Asked after the figures: a backend that answers one call at a time answers them first.
  const expiring = expiringPart(backend, session);
  const [credits, message, stats, resellers, ...totals] = await figures;
  const results = [credits, message, stats, resellers, ...totals];
  const failures = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
  // The upstream no longer knows the token: the session is over whatever its cookie says.
  if (failures.some(sessionLost)) redirect("/logout");

  const value = <T>(r: PromiseSettledResult<T>) => (r.status === "fulfilled" ? r.value : null);
  return {
    credits: value(credits),
    figures: cards.map((card, i): Figure => ({
      label: card.label,
      value: value(totals[i]),
      href: hrefOf(backend, session, card),
      missing: counts[i] === null ? "unoffered" : totals[i].status === "rejected" ? "failed" : null,
    })),
    /** The credits card leads to the ledger that explains the balance. */
    creditsHref: screenOffered(backend, session, "transactions") ? (screenRoute(session.role, "transactions") ?? null) : null,
    message: value(message),
    stats: value(stats),
    resellers: value(resellers),
    expiring,
    error: failures.length > 0 ? upstreamMessage(failures[0]) : null,
  };
}
