// Short account lists for the client forms' selects and the account tables (defined here; the
// spec leaves these paths open): dealers for admin, manager and reseller; resellers for admin
// and manager.
import type { RouteModule } from "../http/context";
import { dealerItems, resellerItems } from "../rules/account-lists";

export const accountListRoutes: RouteModule = (routes, role, deps) => {
  if (role === "dealer") return;
  routes.get("/dealers", async (c) => c.json({ data: await dealerItems(deps.db, c.var.actor) }));
  if (role === "reseller") return;
  routes.get("/resellerlist", async (c) => c.json({ data: await resellerItems(deps.db, c.var.actor) }));
};
