// 1. BFF overhead: the dealer's first page of clients straight from the upstream and through
// the panel's BFF, the upstream holding every answer 20 ms, at concurrency 1 and 10.
// The page size is given on both sides (10, the upstream's default) because the BFF's
// /api/clients defaults to the export chunk (5,000 rows) when `size` is missing.
import { sideBySide } from "../load.mjs";

export async function bffOverhead({ upstream, next, dealer, seconds, rounds }) {
  const targets = [
    { name: "direct", url: `${upstream.url}/api/clients?token=${encodeURIComponent(dealer.token)}&page=1&per_page=10` },
    { name: "bff", url: `${next.url}/api/clients?page=1&size=10`, headers: { cookie: dealer.cookie } },
  ];
  const figures = [];
  for (const connections of [1, 10]) {
    const { direct, bff } = await sideBySide(targets, { connections, seconds, rounds });
    const at = `c=${connections}`;
    figures.push(
      { name: `direct p50, ${at}`, value: direct.p50, unit: "ms" },
      { name: `BFF p50, ${at}`, value: bff.p50, unit: "ms" },
      { name: `BFF/direct p50, ${at}`, value: bff.p50 / direct.p50, unit: "x" },
      { name: `direct p99, ${at}`, value: direct.p99, unit: "ms" },
      { name: `BFF p99, ${at}`, value: bff.p99, unit: "ms" },
      { name: `BFF/direct p99, ${at}`, value: bff.p99 / direct.p99, unit: "x" },
      { name: `direct requests/s, ${at}`, value: direct.rps, unit: "req/s" },
      { name: `BFF requests/s, ${at}`, value: bff.rps, unit: "req/s" },
      { name: `BFF/direct requests/s, ${at}`, value: bff.rps / direct.rps, unit: "x" },
    );
    if (connections === 1) {
      figures.push({ name: "BFF p50 minus direct p50, c=1", value: bff.p50 - direct.p50, unit: "ms", goal: { max: 2 } });
    } else {
      figures.at(-1).goal = { min: 0.95 };
    }
  }
  return figures.map((f) => ({ section: "1. BFF overhead (upstream delay 20 ms)", ...f }));
}
