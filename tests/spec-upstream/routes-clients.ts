// Client reads: the lists, one client, packages, sub-packages, a client's history.
import { CATALOG, packagesAnswer, subsOf } from "./catalog";
import { bad } from "./errors";
import { int } from "./input";
import { ABOVE_DEALER, ALL, get, type Route } from "./router";
import { clientsUnder, findClient, inSubtree, statusText } from "./state";
import { clientView, ledgerOf, list } from "./views";

const PER_PAGE = 10;

export const clientReadRoutes: Route[] = [
  // The dealer's list is the only server-paged one; it reads page and search and nothing else.
  get(["dealer"], "/clients", ({ s, me, query }) => {
    const page = query.get("page") ? int(query.get("page"), "page", 1, 10_000_000) : 1;
    const search = (query.get("search") ?? "").trim().toLowerCase();
    if (search.length > 100) throw bad("search is too long");
    const rows = clientsUnder(s, me).filter((c) => !search || [c.name, c.mac, statusText(c), c.description].some((f) => f.toLowerCase().includes(search)));
    return {
      client_list: rows.slice((page - 1) * PER_PAGE, page * PER_PAGE).map((c) => clientView(s, c, false)),
      total: rows.length,
      current_page: page,
      per_page: PER_PAGE,
      total_pages: Math.max(1, Math.ceil(rows.length / PER_PAGE)),
    };
  }),
  get(ABOVE_DEALER, "/clientlist", ({ s, me, opts }) =>
    list(
      opts,
      clientsUnder(s, me).map((c) => clientView(s, c, true)),
    ),
  ),
  get(ALL, "/client/:name", ({ s, me, params }) => clientView(s, findClient(s, me, params.name), me.role !== "dealer")),
  get(ALL, "/packages", ({ query }) => packagesAnswer(int(query.get("server"), "server", 0, 2, 0))),
  get(ALL, "/subpackages/:name/:server", ({ s, me, params }) => {
    const server = int(params.server, "server", 0, CATALOG.length - 1);
    return { subs: subsOf(findClient(s, me, params.name), server) };
  }),
  get(ALL, "/history/:name", ({ s, me, params, opts }) => {
    const client = s.clients.get(params.name);
    // A deleted client's history is still there, limited to the caller's subtree.
    const rows = client
      ? (findClient(s, me, params.name), ledgerOf(s, (r) => r.client === params.name))
      : ledgerOf(s, (r) => r.client === params.name && inSubtree(s, me, r.account));
    return list(opts, rows);
  }),
];
