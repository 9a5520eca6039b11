// POST /<prefix>/sendmessage – queue a message to the selected clients (every role).
import type { RouteModule } from "../http/context";
import { parseInput } from "../http/input";
import { mutation } from "../http/mutation";
import { queueMessages, sendMessageSchema } from "../rules/messages";

export const messageRoutes: RouteModule = (routes, _role, deps) => {
  routes.post("/sendmessage", async (c) => {
    const input = parseInput(sendMessageSchema, c.var.body);
    return mutation(c, deps, (tx) => queueMessages(tx, c.var.actor, input, deps.now()));
  });
};
