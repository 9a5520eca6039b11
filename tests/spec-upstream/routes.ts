// The whole route table: every call of both specs' section 7, plus the unshown ones on request.
import { accountRoutes } from "./routes-accounts";
import { clientReadRoutes } from "./routes-clients";
import { clientWriteRoutes } from "./routes-client-writes";
import { creditRoutes } from "./routes-credits";
import { dashboardRoutes } from "./routes-dashboard";
import { supportRoutes } from "./routes-support";
import { ticketRoutes } from "./routes-tickets";
import type { Route } from "./router";
import { unshownRoutes } from "./unshown";

export const specRoutes: Route[] = [
  ...clientReadRoutes,
  ...clientWriteRoutes,
  ...dashboardRoutes,
  ...accountRoutes,
  ...creditRoutes,
  ...supportRoutes,
  ...ticketRoutes,
];

export function routesFor(opts: { unshownCalls?: boolean }): Route[] {
  return opts.unshownCalls ? [...specRoutes, ...unshownRoutes] : specRoutes;
}
