// Dashboard calls: credits, the panel message, the counts, the stats chart.
import { addDays, today } from "./dates";
import { bad, notFound } from "./errors";
import { accountName } from "./input";
import { ALL, get, post, type Route } from "./router";
import { accountsBelow, clientsUnder, inSubtree, isActive } from "./state";
import type { Account, Client, Role, State } from "./types";
import { count } from "./views";

type Counter = (s: State, me: Account) => number;

const mine =
  (pick: (c: Client) => boolean): Counter =>
  (s, me) =>
    clientsUnder(s, me).filter(pick).length;

const COUNTERS: Record<string, [Role[], Counter]> = {
  totalactiveclients: [ALL, mine(isActive)],
  totalexpiredclients: [ALL, mine((c) => !isActive(c))],
  totalactivetrials: [ALL, mine((c) => c.trial && isActive(c))],
  totalactiveministra: [ALL, mine((c) => c.ministra && isActive(c))],
  totalclients: [["admin", "manager", "reseller"], mine(() => true)],
  totaldealers: [["admin", "manager"], (s, me) => accountsBelow(s, me, "dealer").length],
  totalresellers: [["admin"], (s, me) => accountsBelow(s, me, "reseller").length],
  activetickets: [["admin"], (s) => s.tickets.filter((t) => t.status === 0).length],
};

/** The last 30 days, oldest first: clients active on each day, and trials among them. */
export function stats(clients: readonly Client[]) {
  const days = Array.from({ length: 30 }, (_, i) => addDays(today(), i - 29));
  const on = (d: string) => clients.filter((c) => c.created.slice(0, 10) <= d && c.expiry >= d);
  return {
    on_date: days,
    clients: days.map((d) => on(d).length),
    trials: days.map((d) => on(d).filter((c) => c.trial).length),
  };
}

const MESSAGE_MAX = 300;

export const dashboardRoutes: Route[] = [
  get(["manager", "reseller", "dealer"], "/credits", ({ me }) => ({ credits: me.credits ?? 0 })),
  get(ALL, "/message", ({ s }) => ({ message: s.panelMessage })),
  post(["admin"], "/message", ({ s, body }) => {
    const message = typeof body.message === "string" ? body.message.trim() : "";
    if (!message) throw bad("Please input a message");
    if (message.length > MESSAGE_MAX) throw bad("Message is too long");
    if (/[\u0000-\u0009\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(message)) throw bad("message: Control characters are not allowed");
    s.panelMessage = message;
    return { message };
  }),
  ...Object.entries(COUNTERS).map(([suffix, [roles, counter]]) => get(roles, `/${suffix}`, ({ s, me, opts }) => count(opts, counter(s, me)))),
  get(ALL, "/statstotals", ({ s, me }) => stats(clientsUnder(s, me))),
  get(["admin", "manager", "reseller"], "/statsbyname/:name", ({ s, me, params }) => {
    const name = accountName(params.name);
    const account = s.accounts.get(name);
    if (!account || !inSubtree(s, me, name)) throw notFound(`Account ${name} not found`);
    return stats(clientsUnder(s, account));
  }),
];
