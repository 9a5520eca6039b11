// MAC search and messages to clients.
import { bad } from "./errors";
import { clientName, int, mac } from "./input";
import { ALL, get, post, type Route } from "./router";
import { findClient, inSubtree, statusText } from "./state";

const DELIVERY_MS = 5 * 60_000;

export const supportRoutes: Route[] = [
  get(ALL, "/searchmac/:mac", ({ s, me, params }) => {
    const wanted = mac(params.mac);
    const c = [...s.clients.values()].find((x) => x.mac === wanted);
    // MACs are unique across the business: "in use" stays truthful outside the subtree, nothing more.
    const mine = c && inSubtree(s, me, c.dealer);
    const answer = { found: Boolean(c), subMessage: mine ? statusText(c) : "" };
    return me.role === "admin" ? { ...answer, name: c?.name ?? null, mac: c?.mac ?? null, expiry: c?.expiry ?? null } : answer;
  }),
  post(ALL, "/sendmessage", ({ s, me, body }) => {
    const logins = body.simpleData;
    if (!Array.isArray(logins) || logins.length === 0) throw bad("Select at least one client");
    if (logins.length > 10_000) throw bad("At most 10000 clients per message");
    const names = logins.map((x) => clientName(x));
    if (new Set(names).size !== names.length) throw bad("Each client may be listed only once");
    const message = typeof body.message === "string" ? body.message.trim() : "";
    if (!message) throw bad("Please input a message");
    if (message.length > 300) throw bad("Message is too long");
    if (/[\u0000-\u0009\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(message)) throw bad("message: Control characters are not allowed");
    const server = int(body.server, "server", 0, 1);
    names.forEach((n) => findClient(s, me, n));
    const due = new Date(Date.now() + DELIVERY_MS).toISOString();
    for (const client of names) s.outbox.push({ client, message, server, by: me.name, due });
    return { message: "Messages queued" };
  }),
];
