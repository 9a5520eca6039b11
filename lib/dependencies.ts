import "server-only";
import { log } from "@/lib/log";
import { recordDependency } from "@/lib/metrics";
import { checkStore, checkUpstream, type CheckResult } from "./dependency-checks";

// What the parts the panel depends on looked like at the last check, kept up to date by a small
// poller in the background. /api/health reports it and the metrics carry it; readiness does not
// depend on it: an upstream or store that is down is down for every instance, and pulling
// them all from the balancer would turn a degraded site (each request saying what failed) into
// the balancer's bare 503 page.

const POLL_INTERVAL_MS = 5_000;

export type DependencyState = CheckResult | "unknown";
export type DependencySnapshot = {
  /** The upstream and the store; each "unknown" until the first check has answered. */
  checks: Record<string, DependencyState>;
  /** When the last check finished; null before the first. */
  checkedAt: string | null;
};

type Poller = { snapshot: DependencySnapshot; running?: Promise<DependencySnapshot>; timer?: NodeJS.Timeout; started: boolean };

// On globalThis: Next may load this module once per route bundle, and every copy must read the one poller.
const holder = globalThis as { panelDependencies?: Poller };
const poller = (): Poller =>
  (holder.panelDependencies ??= { snapshot: { checks: { upstream: "unknown", store: "unknown" }, checkedAt: null }, started: false });

/** Runs every check once (a call while one runs shares it) and keeps the result. */
export function refreshDependencies(): Promise<DependencySnapshot> {
  const state = poller();
  state.running ??= runChecks(state).finally(() => {
    state.running = undefined;
  });
  return state.running;
}

async function runChecks(state: Poller): Promise<DependencySnapshot> {
  const [upstream, store] = await Promise.all([checkUpstream(), checkStore()]);
  const checks: Record<string, DependencyState> = { upstream, store };
  for (const [part, result] of Object.entries(checks)) {
    const before = state.snapshot.checks[part];
    recordDependency(part, result === "ok");
    // One line when a part goes away and one when it is back, not one per check.
    if (result !== before && !(before === "unknown" && result === "ok")) {
      if (result === "ok") log.info({ dependency: part }, `${part} is reachable again`);
      else log.warn({ dependency: part }, `${part} is unreachable: requests that need it fail with their own message until it is back`);
    }
  }
  state.snapshot = { checks, checkedAt: new Date().toISOString() };
  return state.snapshot;
}

/** Starts the background checks (once per process): one at once, then one every `intervalMs` after the last ended. */
export function startDependencyPoller(intervalMs = POLL_INTERVAL_MS): void {
  const state = poller();
  if (state.started) return;
  state.started = true;
  const tick = () => {
    refreshDependencies()
      .catch((error: unknown) => log.error({ err: error }, "dependency checks failed"))
      .finally(() => {
        if (state.started) state.timer = setTimeout(tick, intervalMs).unref();
      });
  };
  tick();
}

/** The last checks' results, at once; starts the poller if nothing has (a server started without instrumentation). */
export function dependencySnapshot(): DependencySnapshot {
  startDependencyPoller();
  return poller().snapshot;
}

/** Test hook: stop the poller and forget what it saw. */
export function resetDependenciesForTests(): void {
  const state = poller();
  state.started = false;
  clearTimeout(state.timer);
  holder.panelDependencies = undefined;
}
