// The account reads. Short lists for the account tables and the forms' selects (defined here;
// the spec leaves these paths open): dealers for admin, manager and reseller; resellers for
// admin and manager; super resellers for the admin. Then one account's detail (accounts spec §7)
// for each kind the role manages (rules/accounts/kinds.ts).
import type { RouteModule } from "../http/context";
import { parseInput } from "../http/input";
import { dealerItems, resellerItems, superResellerItems } from "../rules/account-lists";
import { describeAccount } from "../rules/accounts/detail";
import { findManaged } from "../rules/accounts/find";
import { accountNameSchema } from "../rules/accounts/input";
import { ACCOUNT_CALLS, callsOf } from "../rules/accounts/kinds";

export const accountListRoutes: RouteModule = (routes, role, deps) => {
  // GET /<prefix>/<superreseller|reseller|dealer>/{name} – one account below the caller.
  for (const [kind, path] of callsOf(ACCOUNT_CALLS[role].entity)) {
    routes.get(`/${path}/:name`, async (c) => {
      const account = await findManaged(deps.db, c.var.actor, parseInput(accountNameSchema, c.req.param("name")), kind);
      return c.json(await describeAccount(deps.db, account, kind));
    });
  }

  if (role === "dealer") return;
  routes.get("/dealers", async (c) => c.json({ data: await dealerItems(deps.db, c.var.actor) }));
  if (role === "reseller") return;
  routes.get("/resellerlist", async (c) => c.json({ data: await resellerItems(deps.db, c.var.actor) }));
  if (role === "manager") return;
  routes.get("/superresellers", async (c) => {
    const data = await superResellerItems(deps.db, c.var.actor);
    return c.json({ count: data.length, data });
  });
};
