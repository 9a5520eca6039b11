// HTTP load and timing helpers: autocannon runs with sub-millisecond latencies, side-by-side
// rounds that alternate their targets, and single timed GETs.
import http from "node:http";
import autocannon from "autocannon";

export const median = (values) => percentile(values, 50);

export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  return sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (rank - low);
}

/**
 * One autocannon run. autocannon's own histogram keeps whole milliseconds, so the latencies
 * are collected from its response events instead (hrtime, fractional ms).
 */
export async function load({ url, headers = {}, connections, seconds }) {
  const latencies = [];
  let failed = 0;
  const instance = autocannon({ url, headers, connections, duration: seconds });
  instance.on("response", (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) latencies.push(ms);
    else failed++;
  });
  const result = await instance;
  if (failed > 0 || result.errors > 0 || latencies.length === 0) {
    throw new Error(`${url}: ${failed} non-2xx answers and ${result.errors} errors in ${result.requests.total} requests`);
  }
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    rps: latencies.length / result.duration,
    requests: latencies.length,
  };
}

/**
 * Loads each target in turn for `rounds` rounds (the order flips every round, ABBA…) after a
 * short warm-up of each, and gives per target the median over the rounds of p50, p99 and rps,
 * and each round's own figures (`rounds`), for comparisons paired round by round.
 */
export async function sideBySide(targets, { connections, seconds, rounds, warmup = 2 }) {
  for (const target of targets) await load({ ...target, connections, seconds: warmup });
  const runs = Object.fromEntries(targets.map((t) => [t.name, []]));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? targets : [...targets].reverse();
    for (const target of order) runs[target.name].push(await load({ ...target, connections, seconds }));
  }
  return Object.fromEntries(
    Object.entries(runs).map(([name, list]) => [
      name,
      {
        p50: median(list.map((r) => r.p50)),
        p99: median(list.map((r) => r.p99)),
        rps: median(list.map((r) => r.rps)),
        requests: list.reduce((sum, r) => sum + r.requests, 0),
        rounds: list,
      },
    ]),
  );
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET: time to the last byte and the bytes of the body as sent (gzip when accepted). */
export function timedGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(url, { headers: { "accept-encoding": "gzip", ...headers }, agent: keepAlive }, (response) => {
      let bytes = 0;
      response.on("data", (chunk) => (bytes += chunk.length));
      response.on("end", () => resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, bytes, status: response.statusCode, headers: response.headers }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/**
 * The median over the rounds of a figure's difference between two targets of one sideBySide
 * run, each round's pair measured back to back: the drift of a shared machine between rounds
 * cancels out, which the difference of the two medians does not do.
 */
export function pairedDifference(a, b, figure) {
  const differences = a.rounds.map((round, i) => figure(round) - figure(b.rounds[i]));
  return { median: median(differences), each: differences };
}

/** The same for a ratio: the median over the rounds of a's figure over b's. */
export function pairedRatio(a, b, figure) {
  const ratios = a.rounds.map((round, i) => figure(round) / figure(b.rounds[i]));
  return { median: median(ratios), each: ratios };
}
