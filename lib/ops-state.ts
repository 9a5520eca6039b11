// What the panel's own server (deploy/server-core.mjs, plain JavaScript outside Next's bundles)
// and the code inside Next share: one object on globalThis, because the two are separate module
// graphs (and Next may load a module once per route bundle).
//  - settings: validated by instrumentation.ts at start, read by the server after app.prepare();
//  - shuttingDown: set by the server on SIGTERM, read by /api/ready;
//  - registry: the prom-client registry of lib/metrics.ts, served by the server's metrics port.
import type { Registry } from "prom-client";
import type { Settings } from "./settings";

export type PanelOps = { settings?: Pick<Settings, "shutdownGraceMs" | "metricsPort" | "metricsHost">; shuttingDown?: boolean; registry?: Registry };

const holder = globalThis as { panelOps?: PanelOps };

export function panelOps(): PanelOps {
  return (holder.panelOps ??= {});
}

export function isShuttingDown(): boolean {
  return panelOps().shuttingDown === true;
}
