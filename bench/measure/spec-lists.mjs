// 10. A spec-only backend (tests/spec-upstream: it answers the admin's client list whole, and
// cannot page, search or count it) at 50,000 clients. Each round, back to back: the backend's
// own answer of the whole list; the list page (/manageclients, the server render of its first
// page) in a session signed in for that round, so the BFF reads the whole list afresh; then the
// next page through the BFF (/api/clients?page=2), which the BFF pages from the list it read a
// moment ago (lib/backends/spec-only/whole-lists.ts, kept a minute). Goals are the per-round ratios' medians.
// Then, in rounds of their own (so that they do not weigh on the pages timed above), another
// request's worst wait while a first page is read: /api/health asked one after the other all
// through it, as other staff's requests would be (the whole list is parsed as it arrives, a batch
// between other events, lib/upstream/rows-in-batches.ts). Last, for context, the admin's dashboard
// in a fresh session: its figures, and its worklist card, which reads the whole client list and
// streams in after them (features/dashboard/server/load-dashboard.ts).
import http from "node:http";
import { median, timedGet } from "../load.mjs";
import { signIn, upstreamToken } from "../servers.mjs";

/** Rounds in which another request's wait is measured, and the dashboard's. */
const WAIT_ROUNDS = 3;

/**
 * GET `url` on a connection of its own: ms until the first byte of the figures' cards (their
 * `data-testid="stat-value"`), and until the last byte, when the worklist card (its
 * `data-testid="expiring-week"`) must be in the page.
 */
function dashboardTimes(url, cookie) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let html = "";
    let figures;
    http
      .get(url, { headers: { cookie } }, (response) => {
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          html += chunk;
          if (figures === undefined && html.includes('data-testid="stat-value"')) figures = performance.now() - started;
        });
        response.on("end", () => {
          if (response.statusCode !== 200 || figures === undefined || !/data-testid="expiring-week">\d/.test(html)) {
            reject(new Error(`the dashboard on the spec backend: HTTP ${response.statusCode}, ${figures === undefined ? "no figures" : "no worklist counts"}`));
          } else resolve({ figures, whole: performance.now() - started });
        });
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/** One /api/health, on a connection of its own (timedGet's share one socket per host): ms to its last byte. */
async function healthWait(baseUrl) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/health`);
  await response.text();
  if (response.status !== 200) throw new Error(`/api/health: HTTP ${response.status}`);
  return performance.now() - started;
}

const ok = (result, url) => {
  if (result.status !== 200) throw new Error(`${url}: HTTP ${result.status} ${result.headers.location ?? ""}`);
  return result;
};

export async function specLists({ spec, next, sessionPassword, rounds }) {
  const { token } = await upstreamToken(spec.url, "admin", "admin1234");
  const wholeUrl = `${spec.url}/admin/clientlist?token=${encodeURIComponent(token)}`;
  const backend = () => timedGet(wholeUrl).then((r) => ok(r, "spec upstream /admin/clientlist"));
  const samples = { backend: [], first: [], second: [] };
  // The page must show the list (a refused or dropped whole list renders an error page, fast).
  const { cookie: check } = await signIn(next.url, "admin", "admin1234", sessionPassword);
  const html = await (await fetch(`${next.url}/manageclients`, { headers: { cookie: check } })).text();
  if (!html.includes("alice10")) throw new Error("/manageclients on the spec backend does not list its clients");
  for (let i = -1; i < rounds; i++) {
    const { cookie } = await signIn(next.url, "admin", "admin1234", sessionPassword);
    const whole = await backend();
    const first = ok(await timedGet(`${next.url}/manageclients`, { cookie }), "/manageclients");
    const second = ok(await timedGet(`${next.url}/api/clients?page=2&size=10`, { cookie }), "/api/clients?page=2");
    if (i < 0) continue; // warm-up: the server's code paths, not the list, are what this round loads
    samples.backend.push(whole);
    samples.first.push(first);
    samples.second.push(second);
  }
  const waits = [];
  for (let i = 0; i < WAIT_ROUNDS; i++) {
    const { cookie } = await signIn(next.url, "admin", "admin1234", sessionPassword);
    let reading = true;
    const page = timedGet(`${next.url}/manageclients`, { cookie }).finally(() => (reading = false));
    let worst = 0;
    while (reading) worst = Math.max(worst, await healthWait(next.url));
    ok(await page, "/manageclients");
    waits.push(worst);
  }
  const dashboards = [];
  for (let i = 0; i < WAIT_ROUNDS; i++) {
    const { cookie } = await signIn(next.url, "admin", "admin1234", sessionPassword);
    dashboards.push(await dashboardTimes(`${next.url}/`, cookie));
  }
  const ms = (list) => median(list.map((s) => s.ms));
  const bytes = (list) => median(list.map((s) => s.bytes));
  const ratio = (list) => median(list.map((s, i) => s.ms / samples.backend[i].ms));
  const clients = spec.clients.toLocaleString("en-US");
  const backendNote = `the backend's whole list: ${ms(samples.backend).toFixed(1)} ms, ${(bytes(samples.backend) / 1024).toFixed(0)} KB`;
  return [
    {
      name: `list page at ${clients} clients / the backend's whole list`,
      value: ratio(samples.first),
      unit: "x",
      // 2x, not 1.5x: the page cannot come before the whole list is read, and reading it (one JSON
      // answer of every client, by the spec's design) costs the panel about half of what the
      // in-memory test backend spends making it, on two cores it shares with that backend. That
      // floor leaves no room under 1.5x; a real backend, slower to make the same list, only lowers
      // the ratio. The measured figures are in docs/performance.md.
      goal: { max: 2 },
      note: `/manageclients ${ms(samples.first).toFixed(1)} ms, ${(bytes(samples.first) / 1024).toFixed(1)} KB gzip (one page); ${backendNote}`,
    },
    {
      name: `next page within the minute / the backend's whole list`,
      value: ratio(samples.second),
      unit: "x",
      goal: { max: 0.2 },
      note: `/api/clients?page=2 ${ms(samples.second).toFixed(1)} ms, ${bytes(samples.second)} B gzip; ${rounds} rounds`,
    },
    {
      name: "another request's worst wait during a first page (context)",
      value: median(waits),
      unit: "ms",
      note: `/api/health asked in turn while /manageclients read the whole list; ${WAIT_ROUNDS} rounds: ${waits.map((w) => w.toFixed(0)).join(", ")} ms`,
    },
    {
      name: "the admin's dashboard: its figures shown (context)",
      value: median(dashboards.map((d) => d.figures)),
      unit: "ms",
      note: `a fresh session each round; the worklist card, which reads the whole list, streams in after: the whole page ${median(dashboards.map((d) => d.whole)).toFixed(0)} ms; ${WAIT_ROUNDS} rounds`,
    },
  ].map((f) => ({ section: "10. Spec-only backend", ...f }));
}
