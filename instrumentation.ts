// Runs once when the Next server starts (app.prepare()), before any request: validates the
// operating settings and makes the metrics registry, and hands both to the panel's own server
// through lib/ops-state.ts (deploy/server-core.mjs reads them right after app.prepare()).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ readOpsSettings }, { metrics }, { panelOps }] = await Promise.all([import("./lib/ops-settings"), import("./lib/metrics"), import("./lib/ops-state")]);
  panelOps().settings = readOpsSettings();
  metrics();
}
