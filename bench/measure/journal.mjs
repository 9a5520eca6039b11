// 13. Journal: what the panel's journal of writes costs. A renew through the BFF
// (POST /api/clients/:name/renew, as the admin: no balance runs out) with its journal entries
// beside the very same handler with its write not journalled (POST /api/bench/unjournalled/…),
// alternating, on one server: the difference of the medians is the journal's cost (goal: at most
// 1 ms). Then the Audit Log's first page (GET /api/journal?page=1&size=10) as the admin and as a
// dealer, on stores seeded with 10,000 and 1,000,000 entries, embedded PGlite and PostgreSQL
// (goal: within 2x). The seeded rows are well-formed entries whose hashes are not a chain: the
// bench measures reading, and journal:verify would name the first.
import { compareSides, expectOk } from "../compare.mjs";
import { median } from "../load.mjs";

const SECTION = "13. Journal (renew with and without it; Audit Log first page, 10,000 vs 1,000,000 entries)";

/** Seeds `entries` rows (half writes, half their outcomes) through `query`, the newest a minute ago. */
export async function seedJournal(query, entries) {
  const base = Date.now() - 60_000 - entries * 500;
  const batch = 100_000;
  for (let from = 1; from <= entries; from += batch) {
    const to = Math.min(entries, from + batch - 1);
    await query(
      `INSERT INTO panel_journal (seq, at, kind, ref, actor, via, operation, target_kind, target, outcome, body, prev_hash, hash)
       SELECT g, $1::bigint + g * 500,
         CASE WHEN g % 2 = 1 THEN 'write' ELSE 'outcome' END,
         CASE WHEN g % 2 = 1 THEN NULL ELSE g - 1 END,
         CASE WHEN g % 10 < 2 THEN 'dealer' ELSE 'dealer' || (g / 2 % 400) END, 'browser', 'clients.renew', 'client', 'client' || (g / 2 % 20000),
         CASE WHEN g % 2 = 1 THEN NULL ELSE 'done' END,
         json_build_object('seq', g, 'at', $1::bigint + g * 500, 'kind', CASE WHEN g % 2 = 1 THEN 'write' ELSE 'outcome' END,
           'actor', CASE WHEN g % 10 < 2 THEN 'dealer' ELSE 'dealer' || (g / 2 % 400) END, 'role', 'dealer', 'via', 'browser',
           'operation', 'clients.renew', 'targetKind', 'client', 'target', 'client' || (g / 2 % 20000), 'credits', -1)::text,
         md5(g::text) || md5(g::text), md5((g + 1)::text) || md5((g + 1)::text)
       FROM generate_series($2::bigint, $3::bigint) AS g`,
      [base, from, to],
    );
  }
  await query("ANALYZE panel_journal");
}

async function timedPost(url, cookie) {
  const started = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: { origin: new URL(url).origin, "content-type": "application/json", "x-panel-request": "1", cookie },
    body: JSON.stringify({ months: 1 }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return performance.now() - started;
}

/** The renew's p50 with and without its journal, alternating (ABBA) on one server, each renew a client of its own. */
export async function journalRenew({ next, admin, names, requests }) {
  const samples = { with: [], without: [] };
  const url = { with: (name) => `${next.url}/api/clients/${name}/renew`, without: (name) => `${next.url}/api/bench/unjournalled/renew/${name}` };
  let i = 0;
  const once = async (side, keep) => {
    const ms = await timedPost(url[side](names[i++ % names.length]), admin.cookie);
    if (keep) samples[side].push(ms);
  };
  for (let w = 0; w < 5; w++) for (const side of ["with", "without"]) await once(side, false);
  for (let r = 0; r < requests; r++) for (const side of r % 2 ? ["without", "with"] : ["with", "without"]) await once(side, true);
  const [withJournal, without] = [median(samples.with), median(samples.without)];
  return [
    { name: "renew through the BFF, journalled: p50", value: withJournal, unit: "ms" },
    { name: "renew through the BFF, not journalled: p50", value: without, unit: "ms" },
    { name: "renew: what the journal adds to the p50", value: withJournal - without, unit: "ms", goal: { max: 1 } },
  ].map((f) => ({ section: SECTION, ...f }));
}

/** The Audit Log's first page on a small and a large store, as the admin and as a dealer (its own entries among the others'). */
export async function journalFirstPage({ store, sizes, small, large, requests }) {
  const page = (side, who) => ({ url: `${side.next.url}/api/journal?page=1&size=10`, cookie: side[who].cookie });
  const labels = [sizes.small, sizes.large].map((n) => n.toLocaleString("en-US"));
  const options = { requests, sizes: labels, check: expectOk, compact: true, goals: { time: 2, bytes: null } };
  return [
    ...(await compareSides(`${store}: Audit Log first page (admin)`, page(small, "admin"), page(large, "admin"), options)),
    ...(await compareSides(`${store}: Audit Log first page (dealer)`, page(small, "dealer"), page(large, "dealer"), options)),
  ]
    .filter((f) => !f.name.includes("bytes"))
    .map((f) => ({ section: SECTION, ...f }));
}
