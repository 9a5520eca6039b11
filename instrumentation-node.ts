// The Node.js runtime's start (instrumentation.ts imports it there alone). It checks every
// setting (lib/settings) and stops the start on a bad one, so a typo such as
// UPSTREAM_TIMEOUT_MS=abc is a clear exit, not odd behaviour on some later request. Then it makes
// the metrics registry, hands the operating settings to the panel's own server through
// lib/ops-state.ts (deploy/server-core.mjs reads them right after app.prepare()), and opens the
// panel's own store. First of all, it stops each render's end from holding the renders after it
// in memory (lib/abort-reasons.ts).
export async function registerNode() {
  (await import("@/lib/abort-reasons")).formatAbortReasonStacks();
  const { settings, settingsError } = await import("@/lib/settings");
  const error = settingsError();
  if (error) {
    // One line for a log collector; each problem readable as it is in the line's msg.
    const { log } = await import("@/lib/log");
    log.fatal({ problems: error.problems }, `the panel cannot start: ${error.problems.join("; ")}`);
    process.exit(1);
  }
  const [{ metrics }, { panelOps }, { sharedRedis }] = await Promise.all([import("@/lib/metrics"), import("@/lib/ops-state"), import("@/lib/store/redis")]);
  metrics();
  const { shutdownGraceMs, metricsPort, metricsHost } = settings();
  panelOps().settings = { shutdownGraceMs, metricsPort, metricsHost };
  // Connect to Redis now rather than on the first sign-in, which would otherwise wait out the
  // first connection attempt (lib/store/redis).
  sharedRedis();
  await openPanelStore();
  // The reminders' scheduler (issue 25): sweeps the panel's store every minute, stops on SIGTERM.
  (await import("@/lib/reminders/start")).startReminders();
}

/**
 * Opens the panel's own store (lib/store) and applies its migrations before the first request.
 * A second process on the same embedded folder is a mistake of setup: the start stops, saying
 * what to do. Any other failure (PostgreSQL away) is logged; /api/ready reports the store
 * unreachable and the next use tries again.
 */
async function openPanelStore() {
  const [{ panelStore }, { StoreLockedError }, { log }] = await Promise.all([import("@/lib/store"), import("@/lib/store/folder-lock"), import("@/lib/log")]);
  try {
    await panelStore();
  } catch (error) {
    if (error instanceof StoreLockedError) {
      log.fatal(`the panel cannot start: ${error.message}`);
      process.exit(1);
    }
    log.error({ err: error instanceof Error ? error.message : String(error) }, "the panel's store cannot be opened now; it is tried again on its next use");
  }
}
