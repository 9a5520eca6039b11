import "server-only";
import { redirect } from "next/navigation";
import { DASHBOARD_COUNTS } from "@/lib/dashboard";
import type { SessionData } from "@/lib/session";
import { getCredits, getManagerResellers, getPanelMessage, getStatsTotals, getTotal } from "@/lib/upstream/dashboard";
import { SERVER_ERROR_MESSAGE, UpstreamError } from "@/lib/upstream/errors";
import { expiringCounts } from "@/lib/upstream/renewals";

export type Figure = { label: string; value: number | null };

/** Everything a dashboard shows, fetched in parallel; one failed figure does not hide the rest. */
export async function loadDashboard(session: SessionData) {
  const cards = DASHBOARD_COUNTS[session.role];
  const results = await Promise.allSettled([
    getCredits(session),
    Promise.all(cards.map((card) => getTotal(session, card.op))),
    getPanelMessage(session),
    getStatsTotals(session),
    session.role === "manager" ? getManagerResellers(session) : Promise.resolve(null),
    expiringCounts(session),
  ]);
  const failures = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
  // The upstream no longer knows the token: the session is over whatever its cookie says.
  if (failures.some((e) => e instanceof UpstreamError && e.status === 401)) redirect("/logout");

  const [credits, totals, message, stats, resellers, expiring] = results;
  const value = <T,>(r: PromiseSettledResult<T>) => (r.status === "fulfilled" ? r.value : null);
  const totalValues = value(totals);
  return {
    credits: value(credits),
    figures: cards.map((card, i): Figure => ({ label: card.label, value: totalValues?.[i] ?? null })),
    message: value(message),
    stats: value(stats),
    resellers: value(resellers),
    expiring: value(expiring),
    error: failures.length > 0 ? (failures[0] instanceof UpstreamError ? failures[0].message : SERVER_ERROR_MESSAGE) : null,
  };
}
