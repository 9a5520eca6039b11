// GET /<prefix>/transactions – the caller's own ledger, paged on the server (every role).
// GET /<prefix>/transactions/{name} – the ledger of an account in the caller's subtree, for the
// account edit screens (defined here; admin, manager, reseller). 404 outside the subtree.
import type { RouteModule } from "../http/context";
import { parseInput } from "../http/input";
import { listTransactions } from "../rules/ledger/list";
import { accountName, transactionsQuerySchema } from "../rules/ledger/query";
import { findAccount } from "../rules/subtree";

export const transactionRoutes: RouteModule = (routes, role, deps) => {
  routes.get("/transactions", async (c) => {
    const query = parseInput(transactionsQuerySchema, c.req.query());
    return c.json(await listTransactions(deps.db, c.var.actor.id, query));
  });

  if (role === "dealer") return;
  routes.get("/transactions/:name", async (c) => {
    const name = parseInput(accountName, c.req.param("name"));
    const query = parseInput(transactionsQuerySchema, c.req.query());
    const account = await findAccount(deps.db, c.var.actor, name);
    return c.json(await listTransactions(deps.db, account.id, query));
  });
};
