// 13. Insights on a big account, on both upstreams: the dealer with 200,000 transactions (the
// reference upstream's filler; the spec-only upstream's --ledger) among 50,000 clients. Each
// round, back to back: the backend's own answers of the lists the screen reads, asked as the BFF
// asks them (the reference: the client list and the ledger newest first, in pages of 5,000; the
// spec backend: the dealer's client pages of its own size, six at a time, and the whole ledger),
// then /insights in a session signed in for that round, which reads them afresh (a snapshot is a
// session's) and computes every figure from them. Goal: the page within 2x of those answers.
import { median, timedGet } from "../load.mjs";
import { signIn, upstreamToken } from "../servers.mjs";

const CHUNK = 5000;
const PARALLEL_PAGES = 6;

const ok = (result, url) => {
  if (result.status !== 200) throw new Error(`${url}: HTTP ${result.status} ${result.headers.location ?? ""}`);
  return result;
};

async function json(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.replace(/token=[^&]+/, "token=…")}: HTTP ${response.status}`);
  return response.json();
}

/** The reference upstream's pages, one after another, as the BFF reads them. */
async function referenceLists(base, token) {
  const q = (path, page, extra = "") => `${base}${path}?token=${encodeURIComponent(token)}&per_page=${CHUNK}&page=${page}${extra}`;
  const read = async (path, extra) => {
    let rows = 0;
    for (let page = 1; ; page++) {
      const answer = await json(q(path, page, extra));
      const list = answer.client_list ?? answer.data;
      rows += list.length;
      if (page >= answer.total_pages || list.length === 0) return rows;
    }
  };
  const [clients, ledger] = await Promise.all([read("/api/clients", "&sort=name"), read("/api/transactions", "&sort=-created")]);
  return { clients, ledger };
}

/** The spec backend's: the dealer's client list in its pages (six at a time), and its whole ledger. */
async function specLists(base, token) {
  const page = (n) => json(`${base}/api/clients?token=${encodeURIComponent(token)}&page=${n}`);
  const clientsRead = (async () => {
    const first = await page(1);
    let rows = first.client_list.length;
    for (let start = 2; start <= first.total_pages; start += PARALLEL_PAGES) {
      const batch = Array.from({ length: Math.min(PARALLEL_PAGES, first.total_pages - start + 1) }, (_, i) => page(start + i));
      for (const answer of await Promise.all(batch)) rows += answer.client_list.length;
    }
    return rows;
  })();
  const ledgerRead = json(`${base}/api/transactions?token=${encodeURIComponent(token)}`).then((rows) => (Array.isArray(rows) ? rows : rows.data).length);
  const [clients, ledger] = await Promise.all([clientsRead, ledgerRead]);
  return { clients, ledger };
}

async function measure({ name, upstreamUrl, nextUrl, sessionPassword, rounds, lists }) {
  const { token } = await upstreamToken(upstreamUrl, "dealer", "dealer1234");
  const samples = { backend: [], page: [] };
  let read;
  for (let i = -1; i < rounds; i++) {
    const { cookie } = await signIn(nextUrl, "dealer", "dealer1234", sessionPassword);
    const started = performance.now();
    read = await lists(upstreamUrl, token);
    const backend = performance.now() - started;
    const page = ok(await timedGet(`${nextUrl}/insights`, { cookie }), `${name} /insights`);
    if (i < 0) continue; // warm-up: the server's code paths
    samples.backend.push(backend);
    samples.page.push(page.ms);
  }
  const ratio = median(samples.page.map((ms, i) => ms / samples.backend[i]));
  return {
    name: `Insights on the ${name} upstream / the backend's lists`,
    value: ratio,
    unit: "x",
    goal: { max: 2 },
    note: `/insights ${median(samples.page).toFixed(0)} ms; the lists ${median(samples.backend).toFixed(0)} ms (${read.clients.toLocaleString("en-US")} clients, ${read.ledger.toLocaleString("en-US")} transactions); ${rounds} rounds`,
  };
}

export async function insights({ reference, spec, sessionPassword, rounds }) {
  return [
    await measure({ name: "reference", upstreamUrl: reference.upstream.url, nextUrl: reference.next.url, sessionPassword, rounds, lists: referenceLists }),
    await measure({ name: "spec-only", upstreamUrl: spec.spec.url, nextUrl: spec.next.url, sessionPassword, rounds, lists: specLists }),
  ].map((f) => ({ section: "13. Insights", ...f }));
}
