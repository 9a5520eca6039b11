// Runs once when the Next server starts (app.prepare()), before it serves a request (Next's
// instrumentation file convention). On the Node.js runtime it checks every setting (lib/settings)
// and stops the start on a bad one, so a typo such as UPSTREAM_TIMEOUT_MS=abc is a clear exit, not
// odd behaviour on some later request; then it makes the metrics registry and hands the operating
// settings to the panel's own server through lib/ops-state.ts (deploy/server-core.mjs reads them
// right after app.prepare()).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
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
  // The reminders' scheduler (issue 25): sweeps every minute, stops on SIGTERM.
  void import("@/lib/reminders/start").then((m) => m.startReminders()).catch((error: unknown) => import("@/lib/log").then(({ log }) => log.error({ err: error }, "reminders: the scheduler did not start")));
}
