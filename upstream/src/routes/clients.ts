// The client reads: list, one client, its packages and its history (clients spec §7).
import { desc, eq } from "drizzle-orm";
import { ledger } from "../db/schema";
import type { RouteModule } from "../http/context";
import { parseInput } from "../http/input";
import { packageList, subpackages } from "../rules/catalog";
import { clientName, listQuerySchema, packagesQuerySchema } from "../rules/clients/input";
import { expiringQuerySchema, listExpiring } from "../rules/clients/expiring";
import { listClients } from "../rules/clients/list";
import { describeClient, findClient } from "../rules/clients/view";
import { dayOf } from "../rules/dates";
import { createStatsCache } from "../rules/stats-cache";

export const clientReadRoutes: RouteModule = (routes, role, deps) => {
  const name = (raw: string) => parseInput(clientName, raw);
  // The unsearched list's tab counts read every client of the subtree: remembered until one changes.
  const tabCounts = createStatsCache();

  // GET /api/clients (dealer) and /<prefix>/clientlist (the others): one page and the tab counts.
  routes.get(role === "dealer" ? "/clients" : "/clientlist", async (c) => {
    const query = parseInput(listQuerySchema, c.req.query());
    return c.json(await listClients(deps.db, c.var.actor, query, dayOf(deps.now()), tabCounts));
  });

  // GET /<prefix>/expiring (defined here): the expiry worklist, one page and both groups' counts.
  routes.get("/expiring", async (c) => {
    const query = parseInput(expiringQuerySchema, c.req.query());
    return c.json(await listExpiring(deps.db, c.var.actor, query, dayOf(deps.now())));
  });

  routes.get("/client/:name", async (c) => {
    const client = await findClient(deps.db, c.var.actor, name(c.req.param("name")));
    return c.json(await describeClient(deps.db, client));
  });

  routes.get("/packages", async (c) => {
    const { server } = parseInput(packagesQuerySchema, c.req.query());
    return c.json(await packageList(deps.db, server));
  });

  routes.get("/subpackages/:name/:server", async (c) => {
    const { server } = parseInput(packagesQuerySchema, { server: c.req.param("server") });
    const client = await findClient(deps.db, c.var.actor, name(c.req.param("name")));
    return c.json({ subs: await subpackages(deps.db, client, server) });
  });

  // GET /<prefix>/history/{name} – every ledger row about this client, newest first.
  routes.get("/history/:name", async (c) => {
    const client = await findClient(deps.db, c.var.actor, name(c.req.param("name")));
    const data = await deps.db
      .select({
        created: ledger.created,
        type: ledger.type,
        login: ledger.login,
        credits: ledger.credits,
        expiry: ledger.expiry,
        description: ledger.description,
      })
      .from(ledger)
      .where(eq(ledger.clientId, client.id))
      .orderBy(desc(ledger.created), desc(ledger.id));
    return c.json({ data });
  });
};
