// The Node.js runtime's start (instrumentation.ts imports it there alone). It checks every
// setting (lib/settings) and stops the start on a bad one, so a typo such as
// UPSTREAM_TIMEOUT_MS=abc is a clear exit, not odd behaviour on some later request; under the
// panel's production server it also stops without the secrets serving needs (SESSION_PASSWORD).
// Then it makes the metrics registry, hands the operating settings to the panel's own server
// through lib/ops-state.ts (deploy/server-core.mjs reads them right after app.prepare()), opens
// the panel's own store and checks that this instance's PANEL_SECRET_KEY is the store's, and
// starts the background checks of the parts the panel depends on (lib/dependencies.ts). /api/ready
// answers "starting" until all that is done. First of all, it stops each render's end from
// holding the renders after it in memory (lib/abort-reasons.ts).
export async function registerNode() {
  (await import("@/lib/abort-reasons")).formatAbortReasonStacks();
  const [{ settings, settingsError, servingSecretsProblem, retiredSettingsNotices }, { panelOps }, { log }] = await Promise.all([
    import("@/lib/settings"),
    import("@/lib/ops-state"),
    import("@/lib/log"),
  ]);
  panelOps().starting = true;
  const error = settingsError();
  const problems = error ? error.problems : [];
  if (!error && panelOps().servedByPanelServer) {
    const missing = servingSecretsProblem();
    if (missing) problems.push(missing);
  }
  if (problems.length > 0) {
    // One line for a log collector; each problem readable as it is in the line's msg.
    log.fatal({ problems }, `the panel cannot start: ${problems.join("; ")}`);
    process.exit(1);
  }
  (await import("@/lib/metrics")).metrics();
  const { shutdownGraceMs, metricsPort, metricsHost, logLevel } = settings();
  panelOps().settings = { shutdownGraceMs, metricsPort, metricsHost, logLevel };
  // A variable the panel no longer reads (REDIS_URL) is named once, so no one relies on it.
  for (const notice of retiredSettingsNotices()) log.warn(notice);
  await openPanelStore();
  // Before the first request: no write may go upstream unjournalled (docs/journal.md).
  (await import("@/features/journal/server/install")).installJournal();
  (await import("@/lib/dependencies")).startDependencyPoller();
  // The reminders' scheduler: sweeps the panel's store every minute, stops on SIGTERM.
  (await import("@/features/reminders/server/start")).startReminders();
  // Webhooks: the settled-writes subscription, the outbox's dispatcher and the accounts' poller.
  (await import("@/features/webhooks/server/start")).startWebhooks();
  panelOps().starting = false;
}

/**
 * Opens the panel's own store (lib/store) and applies its migrations before the first request,
 * then checks this instance's PANEL_SECRET_KEY against it. A second process on the same embedded
 * folder, or a key that is not the store's, is a mistake of setup: the start stops, saying what
 * to do. Any other failure (PostgreSQL away) is logged; /api/health reports the store
 * unreachable, the next use tries again, and the reminders check the key before each sweep.
 */
async function openPanelStore() {
  const [{ panelStore }, { StoreLockedError }, { checkSecretKey, KEY_MISMATCH }, { log }] = await Promise.all([
    import("@/lib/store"),
    import("@/lib/store/folder-lock"),
    import("@/lib/store/key-check"),
    import("@/lib/log"),
  ]);
  let store;
  try {
    store = await panelStore();
  } catch (error) {
    if (error instanceof StoreLockedError) {
      log.fatal(`the panel cannot start: ${error.message}`);
      process.exit(1);
    }
    log.error({ err: error instanceof Error ? error.message : String(error) }, "the panel's store cannot be opened now; it is tried again on its next use");
    return;
  }
  const check = await checkSecretKey(store).catch((error: unknown) => {
    log.error({ err: error instanceof Error ? error.message : String(error) }, "the panel's secret key could not be checked against its store now");
    return null;
  });
  if (check === "mismatch") {
    log.fatal(`the panel cannot start: ${KEY_MISMATCH}`);
    process.exit(1);
  }
}
