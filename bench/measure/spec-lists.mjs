// 10. A spec-only backend (tests/spec-upstream: it answers the admin's client list whole, and
// cannot page, search or count it) at 50,000 clients. Each round, back to back: the backend's
// own answer of the whole list; the list page (/manageclients, the server render of its first
// page) in a session signed in for that round, so the BFF reads the whole list afresh; then the
// next page through the BFF (/api/clients?page=2), which the BFF pages from the list it read a
// moment ago (lib/upstream/whole-lists.ts, kept 30 s). Goals are the per-round ratios' medians.
import { median, timedGet } from "../load.mjs";
import { signIn, upstreamToken } from "../servers.mjs";

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
      goal: { max: 1.5 },
      note: `/manageclients ${ms(samples.first).toFixed(1)} ms, ${(bytes(samples.first) / 1024).toFixed(1)} KB gzip (one page); ${backendNote}`,
    },
    {
      name: `next page within the minute / the backend's whole list`,
      value: ratio(samples.second),
      unit: "x",
      goal: { max: 0.2 },
      note: `/api/clients?page=2 ${ms(samples.second).toFixed(1)} ms, ${bytes(samples.second)} B gzip; ${rounds} rounds`,
    },
  ].map((f) => ({ section: "10. Spec-only backend", ...f }));
}
