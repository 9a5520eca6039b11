// 3. Growth: the admin's client list page (server render of the first page), a search through
// the BFF and every other list page of the admin (the account lists, the ledger, the expiry
// worklist, the audit log, the tickets), against an upstream with 500 clients and one with
// 50,000, requests to the two alternating. Time is to the last byte; bytes are the body as sent
// (gzip accepted, as a browser does). The search asks for the screen's page of 10 rows.
import { compareSides, expectOk } from "../compare.mjs";
import { upstreamToken } from "../servers.mjs";

const SEARCH = "maria";
const SIZES = ["500", "50,000"];
const compare = (label, small, large, options) => compareSides(label, small, large, { ...options, sizes: SIZES });

/** The upstream call behind both (the admin's first page, with or without the search), for context. */
const upstreamList = (side, search = "") => ({
  url: `${side.upstream.url}/admin/clientlist?token=${encodeURIComponent(side.admin.token)}&page=1&per_page=10&sort=name${search && `&search=${search}`}`,
});
/** An account list as the upstream answers it (whole), for context. */
const upstreamCall = (path) => (side) => ({ url: `${side.upstream.url}${path}?token=${encodeURIComponent(side.admin.token)}` });

export async function growth({ small, large, requests }) {
  const page = (side) => ({ url: `${side.next.url}/manageclients`, cookie: side.admin.cookie });
  const search = (side) => ({ url: `${side.next.url}/api/clients?q=${SEARCH}&page=1&size=10`, cookie: side.admin.cookie });
  const screen = (route) => (side) => ({ url: `${side.next.url}${route}`, cookie: side.admin.cookie });
  const options = { requests, check: expectOk };
  // The account lists and the tickets: the upstream answers them whole (a dealer per 400 clients
  // in large seeds) with counts from SQL, and the BFF pages them. The ledger, the worklist and
  // the audit log are paged by the upstream. None of the pages may grow with the clients.
  // [screen, what it lists, the upstream call behind it where that answers the list whole]
  const others = [
    ["/managedealers", "dealers", "/admin/dealers"],
    ["/superresellers", "super resellers", "/admin/superresellers"],
    ["/manageresellers", "resellers", "/admin/resellerlist"],
    ["/transactions", "the admin's ledger"],
    ["/expiring", "the expiry worklist"],
    ["/audit", "the audit log"],
    ["/asupport", "tickets"],
  ];
  const figures = [
    ...(await compare("/manageclients", page(small), page(large), options)),
    ...(await compare("upstream list call alone", upstreamList(small), upstreamList(large), { ...options, context: true })),
    ...(await compare(`search "${SEARCH}"`, search(small), search(large), options)),
    ...(await compare("upstream search call alone", upstreamList(small, SEARCH), upstreamList(large, SEARCH), { ...options, context: true })),
  ];
  // The dashboard: the admin's page (its counts and history from the upstream), and those calls
  // alone, the admin's over every client and a manager's over its subtree. They read every
  // client of the subtree, so the upstream remembers their answers until a client changes
  // (upstream/src/rules/stats-cache.ts); these rows ask again with nothing changed between.
  figures.push(...(await compare("/ (the admin's dashboard)", screen("/")(small), screen("/")(large), { ...options, compact: true })));
  const figuresOnly = { compact: true, goals: { time: 2, bytes: null } };
  const managers = await Promise.all([small, large].map((side) => upstreamToken(side.upstream.url, "manager", "manager1234")));
  const asManager = (side, token, path) => ({ url: `${side.upstream.url}${path}?token=${encodeURIComponent(token)}` });
  for (const path of ["/admin/totalactiveclients", "/admin/statstotals"]) {
    const call = upstreamCall(path);
    figures.push(...(await compare(`upstream ${path}`, call(small), call(large), { ...options, ...figuresOnly })));
  }
  for (const path of ["/superreseller/totalclients", "/superreseller/statstotals"]) {
    const [a, b] = [asManager(small, managers[0].token, path), asManager(large, managers[1].token, path)];
    figures.push(...(await compare(`upstream ${path} (a manager's subtree)`, a, b, { ...options, ...figuresOnly })));
  }
  for (const [route, what, upstreamPath] of others) {
    figures.push(...(await compare(`${route} (${what})`, screen(route)(small), screen(route)(large), { ...options, compact: true })));
    if (upstreamPath) {
      const call = upstreamCall(upstreamPath);
      figures.push(...(await compare(`upstream ${upstreamPath} alone`, call(small), call(large), { ...options, context: true })));
    }
  }
  return figures.map((f) => ({ section: "3. Growth (500 vs 50,000 clients, admin)", ...f }));
}
