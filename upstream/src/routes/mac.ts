// GET /<prefix>/searchmac/{mac} – is this MAC in use (every role).
// POST /admin/deletemac – delete the client using a MAC, whatever its status (defined here).
import type { RouteModule } from "../http/context";
import { parseInput } from "../http/input";
import { mutation } from "../http/mutation";
import { dayOf } from "../rules/dates";
import { deleteByMac, deleteMacSchema, macAddress, searchMac } from "../rules/mac";

export const macRoutes: RouteModule = (routes, role, deps) => {
  routes.get("/searchmac/:mac", async (c) => {
    const mac = parseInput(macAddress, c.req.param("mac"));
    return c.json(await searchMac(deps.db, c.var.actor, mac, dayOf(deps.now())));
  });

  if (role !== "admin") return;
  routes.post("/deletemac", async (c) => {
    const { mac } = parseInput(deleteMacSchema, c.var.body);
    return mutation(c, deps, (tx) => deleteByMac(tx, c.var.actor, mac, deps.now));
  });
};
