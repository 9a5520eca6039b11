// 3. Growth: the admin's client list page (server render of the first page), a search through
// the BFF and the admin's dealer list page, against an upstream with 500 clients and one with 50,000, requests to the
// two alternating. Time is to the last byte; bytes are the body as sent (gzip accepted, as a
// browser does). The search asks for the screen's page of 10 rows.
import { median, timedGet } from "../load.mjs";

const SEARCH = "maria";

async function compare(label, small, large, { requests, check, context = false }) {
  const samples = { small: [], large: [] };
  const get = async (side) => {
    const { url, cookie } = side === "small" ? small : large;
    const result = await timedGet(url, cookie ? { cookie } : {});
    check(result, url);
    samples[side].push(result);
  };
  for (let i = 0; i < 3; i++) for (const side of ["small", "large"]) await get(side); // warm-up
  for (const side of ["small", "large"]) samples[side].length = 0;
  for (let i = 0; i < requests; i++) for (const side of i % 2 ? ["large", "small"] : ["small", "large"]) await get(side);

  const time = (side) => median(samples[side].map((s) => s.ms));
  const bytes = (side) => median(samples[side].map((s) => s.bytes));
  if (context) {
    const note = `${time("small").toFixed(1)} ms at 500, ${time("large").toFixed(1)} ms at 50,000`;
    return [{ name: `${label}: time 50,000/500 (context)`, value: time("large") / time("small"), unit: "x", note }];
  }
  return [
    { name: `${label}: time at 500`, value: time("small"), unit: "ms" },
    { name: `${label}: time at 50,000`, value: time("large"), unit: "ms" },
    { name: `${label}: time 50,000/500`, value: time("large") / time("small"), unit: "x", goal: { max: 2 } },
    { name: `${label}: bytes at 500`, value: bytes("small"), unit: "B" },
    { name: `${label}: bytes at 50,000`, value: bytes("large"), unit: "B" },
    { name: `${label}: bytes 50,000/500`, value: bytes("large") / bytes("small"), unit: "x", goal: { max: 1.1 } },
  ];
}

function expectOk(result, url) {
  if (result.status !== 200) throw new Error(`${url}: HTTP ${result.status} ${result.headers.location ?? ""}`);
}

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
