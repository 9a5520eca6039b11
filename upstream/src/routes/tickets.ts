// The ticket calls (accounts spec §7): list, one ticket, its details, raise, close, follow up.
// Every role has them except POST /admin/addticket: the admin answers tickets but raises none.
import type { RouteModule } from "../http/context";
import { parseInput } from "../http/input";
import { mutation } from "../http/mutation";
import { addDetailSchema, addTicketSchema, saveTicketSchema, ticketIdParam } from "../rules/tickets/input";
import { findTicket, listDetails, listTickets } from "../rules/tickets/view";
import { addDetail, addTicket, closeTicket } from "../rules/tickets/write";

export const ticketRoutes: RouteModule = (routes, role, deps) => {
  const id = (raw: string) => parseInput(ticketIdParam, raw);

  // GET /<prefix>/tickets – every ticket the caller sees, most recently modified first.
  routes.get("/tickets", async (c) => c.json({ data: await listTickets(deps.db, c.var.actor) }));

  routes.get("/ticket/:id", async (c) => c.json(await findTicket(deps.db, c.var.actor, id(c.req.param("id")))));

  // GET /<prefix>/ticketdetails/{id} – the ticket's follow-ups, oldest first.
  routes.get("/ticketdetails/:id", async (c) => c.json({ data: await listDetails(deps.db, c.var.actor, id(c.req.param("id"))) }));

  if (role !== "admin") {
    routes.post("/addticket", async (c) => {
      const input = parseInput(addTicketSchema, c.var.body);
      return mutation(c, deps, (tx) => addTicket(tx, c.var.actor, input, deps.now()));
    });
  }

  // POST /<prefix>/saveticket – close an active ticket; nothing else may change.
  routes.post("/saveticket", async (c) => {
    const input = parseInput(saveTicketSchema, c.var.body);
    return mutation(c, deps, (tx) => closeTicket(tx, c.var.actor, input, deps.now()));
  });

  routes.post("/addticketdetail", async (c) => {
    const input = parseInput(addDetailSchema, c.var.body);
    return mutation(c, deps, (tx) => addDetail(tx, c.var.actor, input, deps.now()));
  });
};
