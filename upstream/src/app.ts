// The Hono application: /authenticate, then one sub-app per role mounted under its prefix, each
// guarded by token and role. Route modules add their calls to every role's sub-app.
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Deps, Env, RouteModule } from "./http/context";
import { handleError, notFound } from "./http/errors";
import { guard } from "./http/guard";
import { pathTextIssue } from "./http/text";
import { PREFIXES, ROLES } from "./rules/roles";
import { accountCreditRoutes } from "./routes/account-credits";
import { auditRoutes } from "./routes/audit";
import { accountWriteRoutes } from "./routes/account-writes";
import { accountListRoutes } from "./routes/accounts";
import { clientWriteRoutes } from "./routes/client-actions";
import { clientReadRoutes } from "./routes/clients";
import { dashboardRoutes } from "./routes/dashboard";
import { macRoutes } from "./routes/mac";
import { messageRoutes } from "./routes/messages";
import { capabilitiesRoute } from "./routes/capabilities";
import { healthRoutes, type Lifecycle } from "./routes/health";
import { authenticateRoute, sessionRoutes } from "./routes/session";
import { ticketRoutes } from "./routes/tickets";
import { transactionRoutes } from "./routes/transactions";

const MODULES: RouteModule[] = [
  sessionRoutes,
  dashboardRoutes,
  clientReadRoutes,
  clientWriteRoutes,
  accountListRoutes,
  accountWriteRoutes,
  accountCreditRoutes,
  transactionRoutes,
  macRoutes,
  messageRoutes,
  ticketRoutes,
  auditRoutes,
];

// Answered before the body is read: the unread rest would stay in a kept-alive socket and
// corrupt the next call on it, so that connection is closed after the answer.
const tooLarge = (c: Context) => c.json({ message: "Request body too large" }, 413, { Connection: "close" });
const formBodyLimit = bodyLimit({ maxSize: 64 * 1024, onError: tooLarge });
/** 10,000 logins of 15 characters are about 180 KiB of JSON (64 KiB held about 3,600). */
const messageBodyLimit = bodyLimit({ maxSize: 256 * 1024, onError: tooLarge });
const MESSAGE_PATHS: ReadonlySet<string> = new Set(ROLES.map((role) => `/${PREFIXES[role]}/sendmessage`));

export interface AppOptions extends Deps {
  /** Bench-only: hold every response this many milliseconds (UPSTREAM_DELAY_MS). */
  delayMs?: number;
  /** Set by server.ts on shutdown; /ready then answers 503. */
  lifecycle?: Lifecycle;
}

export function createApp({ delayMs = 0, lifecycle = { shuttingDown: false }, ...deps }: AppOptions): Hono {
  const app = new Hono();
  // First, so that no middleware (the bench delay included) slows a probe down.
  healthRoutes(app, { db: deps.db, lifecycle });
  if (delayMs > 0) {
    app.use(async (_c, next) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await next();
    });
  }
  // Every body here is a small JSON form, except sendmessage's list of up to 10,000 logins;
  // anything bigger is refused before it is read.
  app.use((c, next) => (MESSAGE_PATHS.has(c.req.path) ? messageBodyLimit : formBodyLimit)(c, next));
  // A control or direction-changing character anywhere in the path is refused before routing,
  // so no handler, query or log line ever sees it.
  app.use(async (c, next) => {
    const issue = pathTextIssue(new URL(c.req.url).pathname);
    if (issue) return c.json({ message: issue }, 400);
    await next();
  });
  capabilitiesRoute(app);
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
