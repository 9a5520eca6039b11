import "server-only";
import { panelOps } from "@/lib/ops-state";

// Whether the balancer should send this instance traffic (GET /api/ready): yes, unless it is
// still starting or drains after SIGTERM. Nothing is asked of the upstream or the store
// here: a part that is down is down for every instance, and each request then fails with its own
// honest message; /api/health and the metrics say which part (lib/dependencies.ts). So the answer
// is read from memory and costs nothing, however loaded the instance is.

export type Readiness = { status: "ready" } | { status: "starting" } | { status: "shutting down" };

export function readiness(): Readiness {
  const ops = panelOps();
  if (ops.shuttingDown) return { status: "shutting down" };
  if (ops.starting) return { status: "starting" };
  return { status: "ready" };
}
