// Support tickets: status 0 active, 1 closed (one way); details only while active; the admin
// sees every ticket but cannot raise one. Others see their own and their subtree's tickets.
import { nowStamp } from "./dates";
import { bad, notFound, refused } from "./errors";
import { int, text } from "./input";
import { ALL, get, post, type Ctx, type Route } from "./router";
import { inSubtree } from "./state";
import type { Account, State, Ticket, TicketDetail } from "./types";
import { list } from "./views";

const visible = (s: State, me: Account, t: Ticket) => me.role === "admin" || inSubtree(s, me, t.name);

function findTicket(s: State, me: Account, raw: unknown): Ticket {
  const id = int(raw, "id", 1, 2_147_483_647);
  const t = s.tickets.find((x) => x.id === id);
  if (!t || !visible(s, me, t)) throw notFound("Ticket not found");
  return t;
}

const item = ({ id, name, status, type, device, isp, description, created, modified }: Ticket) => ({
  id,
  name,
  status,
  type,
  device,
  isp,
  description,
  created,
  modified,
});
const detailView = ({ id, created, description, status, createdBy }: TicketDetail) => ({ id, created, description, status, createdBy });

function addDetail(s: State, t: Ticket, by: string, description: string, status = 0): TicketDetail {
  const d = { id: s.nextDetailId++, ticket: t.id, description, status, createdBy: by, created: nowStamp() };
  s.details.push(d);
  t.modified = d.created;
  return d;
}

function addTicket({ s, me, body }: Ctx) {
  const type = int(body.issue_type, "issue_type", 0, 5);
  const tested = int(body.tested, "tested", 0, 2);
  const isp = text(body, "isp", 50).trim();
  const device = text(body, "device", 50).trim();
  const description = text(body, "description", 499, { lines: true }).trim();
  if (description.length < 10) throw bad("Please describe the issue in at least 10 characters");
  if (tested === 0) throw refused("Please answer the question: Tested on another device?");
  const now = nowStamp();
  const t: Ticket = { id: s.nextTicketId++, name: me.name, status: 0, type, device, isp, description, tested, created: now, modified: now };
  s.tickets.push(t);
  return t;
}

export const ticketRoutes: Route[] = [
  get(ALL, "/tickets", ({ s, me }) => ({
    data: s.tickets
      .filter((t) => visible(s, me, t))
      .sort((a, b) => b.modified.localeCompare(a.modified) || b.id - a.id)
      .map(item),
  })),
  get(ALL, "/ticket/:id", ({ s, me, params }) => ({ ...findTicket(s, me, params.id) })),
  get(ALL, "/ticketdetails/:id", ({ s, me, params, opts }) => {
    const t = findTicket(s, me, params.id);
    return list(opts, s.details.filter((d) => d.ticket === t.id).map(detailView));
  }),
  post(["manager", "reseller", "dealer"], "/addticket", addTicket),
  post(ALL, "/saveticket", ({ s, me, body }) => {
    const t = findTicket(s, me, body.id);
    const status = int(body.status, "status", 0, 1);
    if (t.status === 1) throw refused(status === 1 ? "The ticket is already closed" : "A closed ticket cannot be reopened");
    if (status === 0) throw refused("The ticket is already active");
    t.status = 1;
    addDetail(s, t, me.name, "Issue resolved", 1);
    return { id: t.id, status: 1 };
  }),
  post(ALL, "/addticketdetail", ({ s, me, body }) => {
    const t = findTicket(s, me, body.id);
    const description = text(body, "description", 499, { lines: true }).trim();
    if (!description) throw bad("Please enter the details");
    if (t.status !== 0) throw refused("Details can only be added to an active ticket");
    return detailView(addDetail(s, t, me.name, description));
  }),
];
