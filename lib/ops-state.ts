// What the panel's own server (deploy/server-core.mjs, plain JavaScript outside Next's bundles)
// and the code inside Next share: one object on globalThis, because the two are separate module
// graphs (and Next may load a module once per route bundle).
//  - settings: validated by instrumentation.ts at start, read by the server after app.prepare();
//  - servedByPanelServer: set by the server before Next starts: the production server, which
//    refuses to start without the secrets it needs to serve (instrumentation-node.ts);
//  - starting: true while instrumentation.ts prepares the instance, read by /api/ready;
//  - shuttingDown: set by the server on SIGTERM, read by /api/ready;
//  - registry: the prom-client registry of lib/metrics.ts, served by the server's metrics port;
//  - recordRequest: lib/metrics.ts's recorder, for the requests the server logs itself (pages).
import type { Registry } from "prom-client";
import type { Settings } from "./settings";

export type PanelOps = {
  settings?: Pick<Settings, "shutdownGraceMs" | "metricsPort" | "metricsHost" | "logLevel">;
  servedByPanelServer?: boolean;
  starting?: boolean;
  shuttingDown?: boolean;
  registry?: Registry;
  recordRequest?: (route: string, method: string, status: number, ms: number) => void;
};

const holder = globalThis as { panelOps?: PanelOps };

export function panelOps(): PanelOps {
  return (holder.panelOps ??= {});
}
