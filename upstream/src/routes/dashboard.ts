// The dashboard calls: credits, the panel message, the counts, the users-history chart and the
// manager's short reseller list.
import { eq } from "drizzle-orm";
import { z } from "zod";
import { accounts, panelMessage } from "../db/schema";
import type { RouteModule } from "../http/context";
import { parseInput } from "../http/input";
import { mutation } from "../http/mutation";
import { resellerItems } from "../rules/account-lists";
import { COUNTS } from "../rules/counts";
import { dayOf } from "../rules/dates";
import { messageText } from "../rules/messages";
import { audit, change } from "../rules/audit/record";
import { atLeast, type Actor } from "../rules/roles";
import { usersHistory } from "../rules/stats";
import { createStatsCache } from "../rules/stats-cache";
import { findAccount } from "../rules/subtree";

const messageSchema = z.object({ message: messageText });

export const dashboardRoutes: RouteModule = (routes, role, deps) => {
  const today = () => dayOf(deps.now());
  // The client counts and the history read every client of a subtree: remembered until one changes.
  const cache = createStatsCache();

  // GET /<prefix>/credits – the admin's balance is unlimited, shown as null.
  routes.get("/credits", async (c) => {
    if (role === "admin") return c.json({ credits: null });
    const [row] = await deps.db.select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, c.var.actor.id));
    return c.json({ credits: row.credits });
  });

  // GET /<prefix>/message – the panel message, for every role.
  routes.get("/message", async (c) => {
    const [row] = await deps.db.select({ message: panelMessage.message }).from(panelMessage);
    return c.json({ message: row?.message ?? "" });
  });

  if (role === "admin") {
    // POST /admin/message – replace the panel message.
    routes.post("/message", async (c) => {
      const { message } = parseInput(messageSchema, c.var.body);
      return mutation(c, deps, async (tx) => {
        const [before] = await tx.select({ message: panelMessage.message }).from(panelMessage).where(eq(panelMessage.id, 1));
        await tx.update(panelMessage).set({ message, modified: deps.now() }).where(eq(panelMessage.id, 1));
        const changes = [change("message", before?.message ?? "", message)];
        await audit(tx, c.var.actor, deps.now(), { action: "panel_message.save", target: "panel message", changes });
        return { message };
      });
    });
  }

  for (const { path, minRole, count, perClient } of COUNTS) {
    if (!atLeast(role, minRole)) continue;
    routes.get(`/${path}`, async (c) => {
      const [actor, day] = [c.var.actor, today()];
      const total = perClient ? await cache.answer(deps.db, actor, path, day, () => count(deps.db, actor, day)) : await count(deps.db, actor, day);
      return c.json({ total });
    });
  }

  const history = (scope: Actor, day: string) => cache.answer(deps.db, scope, "history", day, () => usersHistory(deps.db, scope, day));

  routes.get("/statstotals", async (c) => c.json(await history(c.var.actor, today())));

  if (role !== "dealer") {
    routes.get("/statsbyname/:name", async (c) => {
      const account = await findAccount(deps.db, c.var.actor, c.req.param("name"));
      return c.json(await history(account, today()));
    });
  }

  if (role === "manager") {
    routes.get("/resellers", async (c) => c.json({ data: await resellerItems(deps.db, c.var.actor) }));
  }
};
