// The Hono application: /authenticate, then one sub-app per role mounted under its prefix, each
// guarded by token and role. Route modules add their calls to every role's sub-app.
import { Hono } from "hono";
import type { Deps, Env, RouteModule } from "./http/context";
import { handleError, notFound } from "./http/errors";
import { guard } from "./http/guard";
import { PREFIXES, ROLES } from "./rules/roles";
import { dashboardRoutes } from "./routes/dashboard";
import { authenticateRoute, sessionRoutes } from "./routes/session";

const MODULES: RouteModule[] = [sessionRoutes, dashboardRoutes];

export interface AppOptions extends Deps {
  /** Bench-only: hold every response this many milliseconds (UPSTREAM_DELAY_MS). */
  delayMs?: number;
}

export function createApp({ delayMs = 0, ...deps }: AppOptions): Hono {
  const app = new Hono();
  if (delayMs > 0) {
    app.use(async (_c, next) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await next();
    });
  }
  authenticateRoute(app, deps);
  for (const role of ROLES) {
    const routes = new Hono<Env>();
    routes.use(guard(role, deps));
    for (const register of MODULES) register(routes, role, deps);
    app.route(`/${PREFIXES[role]}`, routes);
  }
  app.onError(handleError);
  app.notFound(notFound);
  return app;
}
