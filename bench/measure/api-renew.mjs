// 13. The keyed API's renew (POST /api/v1/clients/:name/renew, Bearer key) beside the same renew
// through the BFF (POST /api/clients/:name/renew, session cookie), on the same panel and upstream,
// one request at a time, alternating in rounds so the drift of a shared machine falls on both.
// The admin acts (an unlimited balance, so the API reads no balance after it): the figure is the
// cost of the API's own steps (the key's row, its rate-limit count, the held upstream token)
// against the session's. A dealer's API renew also reads the balance after (one more upstream
// read), which the browser's renew does not.
import { median } from "../load.mjs";

const SECTION = "13. API renew against the same renew through the BFF (admin)";
let serial = 0;

async function bffSend(base, cookie, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, origin: base, "content-type": "application/json", "x-panel-request": "1" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

async function timed(send) {
  const t0 = performance.now();
  const response = await send();
  const ms = performance.now() - t0;
  if (!response.ok) throw new Error(`renew: HTTP ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
  return ms;
}

export async function apiRenew({ stack, rounds = 5, perRound = 30 }) {
  const { next, upstream, admin } = stack;
  await bffSend(next.url, admin.cookie, "PUT", "/api/api-keys/credential", { password: "admin1234" });
  const { secret } = await bffSend(next.url, admin.cookie, "POST", "/api/api-keys", { name: "bench", scopes: ["clients:renew"] });
  // Clients the renew section (8) leaves alone (it renews the first 2,000 by name), each renewed about once here:
  // a client renewed hundreds of months ahead would meet the backend's renewal limit.
  const list = await fetch(`${upstream.url}/admin/clientlist?token=${encodeURIComponent(admin.token)}&per_page=2400&sort=name`).then((r) => r.json());
  const names = list.client_list.map((c) => c.name).slice(2000);
  if (names.length < 100) throw new Error(`need at least 100 clients past the renew section's, found ${names.length}`);
  const renew = (path, headers) => () =>
    fetch(`${next.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": `bench-${Date.now()}-${serial++}`, ...headers },
      body: JSON.stringify({ months: 1 }),
    });
  const viaBff = (name) => renew(`/api/clients/${name}/renew`, { cookie: admin.cookie, origin: next.url, "x-panel-request": "1" });
  const viaApi = (name) => renew(`/api/v1/clients/${name}/renew`, { authorization: `Bearer ${secret}` });

  // Warm-up: the first API call signs in with the stored password and holds the token.
  for (let i = 0; i < 5; i++) {
    await timed(viaBff(names[i % names.length]));
    await timed(viaApi(names[i % names.length]));
  }
  const bff = [];
  const api = [];
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < perRound; i++) {
      const name = names[(round * perRound + i) % names.length];
      // Alternate which goes first, so neither always follows the other.
      if (i % 2) {
        bff.push(await timed(viaBff(name)));
        api.push(await timed(viaApi(name)));
      } else {
        api.push(await timed(viaApi(name)));
        bff.push(await timed(viaBff(name)));
      }
    }
  }
  const [b, a] = [median(bff), median(api)];
  return [
    { name: "renew through the BFF, median", value: b, unit: "ms" },
    { name: "renew through the API, median", value: a, unit: "ms" },
    { name: "API / BFF", value: a / b, unit: "x", goal: { max: 1.1 } },
  ].map((f) => ({ section: SECTION, ...f }));
}
