// The client writes (clients spec §7): add, save, reset, delete, renew, retrieve. Each runs in
// one transaction with its credit change and ledger row, and honours Idempotency-Key.
import type { RouteModule } from "../http/context";
import { parseInput } from "../http/input";
import { mutation } from "../http/mutation";
import { renewClient, retrieveFromClient } from "../rules/clients/billing";
import { bulkRenew, bulkRenewSchema } from "../rules/clients/bulk-renew";
import { addClientSchema, nameSchema, renewSchema, retrieveSchema, saveClientSchema } from "../rules/clients/input";
import { deleteClient, resetClient } from "../rules/clients/lifecycle";
import { addClient, saveClient } from "../rules/clients/write";

export const clientWriteRoutes: RouteModule = (routes, role, deps) => {
  routes.post("/client", async (c) => {
    const input = parseInput(addClientSchema, c.var.body);
    return mutation(c, deps, (tx) => addClient(tx, c.var.actor, input, deps.now));
  });

  routes.post("/saveclient", async (c) => {
    const input = parseInput(saveClientSchema, c.var.body);
    return mutation(c, deps, (tx) => saveClient(tx, c.var.actor, input, deps.now));
  });

  routes.post("/resetclient", async (c) => {
    const { name } = parseInput(nameSchema, c.var.body);
    return mutation(c, deps, (tx) => resetClient(tx, c.var.actor, name, deps.now));
  });

  // The dealer's delete is /api/remove; the other roles' is /<prefix>/deleteclient.
  routes.post(role === "dealer" ? "/remove" : "/deleteclient", async (c) => {
    const { name } = parseInput(nameSchema, c.var.body);
    return mutation(c, deps, (tx) => deleteClient(tx, c.var.actor, name, deps.now));
  });

  routes.post("/renew", async (c) => {
    const { name, months } = parseInput(renewSchema, c.var.body);
    return mutation(c, deps, (tx) => renewClient(tx, c.var.actor, name, months, deps.now));
  });

  // POST /<prefix>/bulkrenew (defined here): up to 1,000 clients, one answer per client.
  routes.post("/bulkrenew", async (c) => {
    const { names, months } = parseInput(bulkRenewSchema, c.var.body);
    return mutation(c, deps, (tx) => bulkRenew(tx, c.var.actor, names, months, deps.now));
  });

  routes.post("/retrieve", async (c) => {
    const { login, credits } = parseInput(retrieveSchema, c.var.body);
    return mutation(c, deps, (tx) => retrieveFromClient(tx, c.var.actor, login, credits, deps.now));
  });
};
