// GET /<prefix>/audit – the audit log of the caller's subtree, paged (every role; defined here).
// There is deliberately no call that edits or deletes an entry (and the table refuses it).
import type { RouteModule } from "../http/context";
import { parseInput } from "../http/input";
import { auditQuerySchema, listAudit } from "../rules/audit/list";

export const auditRoutes: RouteModule = (routes, _role, deps) => {
  routes.get("/audit", async (c) => {
    const query = parseInput(auditQuerySchema, c.req.query());
    return c.json(await listAudit(deps.db, c.var.actor, query));
  });
};
