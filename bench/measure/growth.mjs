// 3. Growth: the admin's client list page (server render of the first page), a search through
// the BFF and the admin's dealer list page, against an upstream with 500 clients and one with 50,000, requests to the
// two alternating. Time is to the last byte; bytes are the body as sent (gzip accepted, as a
// browser does). The search asks for the screen's page of 10 rows.
import { compareSides, expectOk } from "../compare.mjs";

const SEARCH = "maria";
const SIZES = ["500", "50,000"];
const compare = (label, small, large, options) => compareSides(label, small, large, { ...options, sizes: SIZES });

/** The upstream call behind both (the admin's first page, with or without the search), for context. */
const upstreamList = (side, search = "") => ({
  url: `${side.upstream.url}/admin/clientlist?token=${encodeURIComponent(side.admin.token)}&page=1&per_page=10&sort=name${search && `&search=${search}`}`,
});

export async function growth({ small, large, requests }) {
  const page = (side) => ({ url: `${side.next.url}/manageclients`, cookie: side.admin.cookie });
  const search = (side) => ({ url: `${side.next.url}/api/clients?q=${SEARCH}&page=1&size=10`, cookie: side.admin.cookie });
  // The dealer list: the upstream answers it whole (a dealer per 400 clients in large seeds) with
  // counts from SQL, and the BFF pages it, so the page must not grow with the clients.
  const dealers = (side) => ({ url: `${side.next.url}/managedealers`, cookie: side.admin.cookie });
  const options = { requests, check: expectOk };
  return [
    ...(await compare("/manageclients", page(small), page(large), options)),
    ...(await compare("upstream list call alone", upstreamList(small), upstreamList(large), { ...options, context: true })),
    ...(await compare(`search "${SEARCH}"`, search(small), search(large), options)),
    ...(await compare("upstream search call alone", upstreamList(small, SEARCH), upstreamList(large, SEARCH), { ...options, context: true })),
    ...(await compare("/managedealers", dealers(small), dealers(large), options)),
  ].map((f) => ({ section: "3. Growth (500 vs 50,000 clients, admin)", ...f }));
}
