// 8. Bulk renew: 1,000 clients renewed by one upstream request (POST /admin/bulkrenew, one
// locking read and one write per table for the batch) beside 1,000 single renews (POST /admin/renew, one request each, one
// after another as a panel would send them), on the same upstream, different clients each. The
// admin acts, so no balance runs out; the work per client (row lock, expiry, ledger row) is the
// same as for any role.
const SECTION = "8. Bulk renew (1,000 clients, upstream, admin)";
const COUNT = 1000;

async function post(url, body, key) {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json", "Idempotency-Key": key }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

export async function renew({ stack }) {
  const { upstream, admin } = stack;
  const list = await fetch(`${upstream.url}/admin/clientlist?token=${encodeURIComponent(admin.token)}&per_page=${2 * COUNT}&sort=name`).then((r) => r.json());
  const names = list.client_list.map((c) => c.name);
  if (names.length < 2 * COUNT) throw new Error(`need ${2 * COUNT} clients, found ${names.length}`);
  const [batchNames, singleNames] = [names.slice(0, COUNT), names.slice(COUNT, 2 * COUNT)];

  let t0 = performance.now();
  for (const [i, name] of singleNames.entries()) await post(`${upstream.url}/admin/renew`, { name, months: 1, token: admin.token }, `single-${i}`);
  const singles = performance.now() - t0;

  t0 = performance.now();
  const answer = await post(`${upstream.url}/admin/bulkrenew`, { names: batchNames, months: 1, token: admin.token }, "bulk-1");
  const batch = performance.now() - t0;
  if (answer.renewed !== COUNT) throw new Error(`the batch renewed ${answer.renewed} of ${COUNT}`);

  return [
    { name: "1,000 renews in one bulk request", value: batch / 1000, unit: "s", goal: { max: 5 } },
    { name: "1,000 single renews, one request each", value: singles / 1000, unit: "s" },
    { name: "bulk / single, time for 1,000", value: batch / singles, unit: "x" },
  ].map((f) => ({ section: SECTION, ...f }));
}
