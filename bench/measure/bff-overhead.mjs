// 1. BFF overhead: the dealer's first page of clients straight from the upstream, through a bare
// pass-through route handler of the same build (app/api/bench/passthrough, enabled by
// BENCH_ROUTES=1: Next's own cost and nothing else) and through the panel's BFF, the three in
// the same alternating rounds, the upstream holding every answer 20 ms, at concurrency 1 and 10.
// The BFF's goal is set against the pass-through (what is left is the BFF's own work: session,
// validation, re-serialising) and, for throughput, against the upstream itself; both are read
// round by round (pairedDifference, pairedRatio), the medians of all rounds shown beside them.
// The page size is given on every side (10, the upstream's default) because the BFF's
// /api/clients defaults to the export chunk (5,000 rows) when `size` is missing.
import { pairedDifference, pairedRatio, sideBySide } from "../load.mjs";

export async function bffOverhead({ upstream, next, dealer, seconds, rounds }) {
  const upstreamQuery = `token=${encodeURIComponent(dealer.token)}&page=1&per_page=10`;
  const targets = [
    { name: "direct", url: `${upstream.url}/api/clients?${upstreamQuery}` },
    { name: "passthrough", url: `${next.url}/api/bench/passthrough?${upstreamQuery}` },
    { name: "bff", url: `${next.url}/api/clients?page=1&size=10`, headers: { cookie: dealer.cookie } },
  ];
  const figures = [];
  for (const connections of [1, 10]) {
    const { direct, passthrough, bff } = await sideBySide(targets, { connections, seconds, rounds });
    const at = `c=${connections}`;
    figures.push(
      { name: `direct p50, ${at}`, value: direct.p50, unit: "ms" },
      { name: `pass-through p50, ${at}`, value: passthrough.p50, unit: "ms" },
      { name: `BFF p50, ${at}`, value: bff.p50, unit: "ms" },
      { name: `direct / pass-through / BFF p99, ${at}`, value: `${[direct, passthrough, bff].map((t) => t.p99.toFixed(1)).join(" / ")} ms` },
      { name: `direct requests/s, ${at}`, value: direct.rps, unit: "req/s" },
      { name: `pass-through requests/s, ${at}`, value: passthrough.rps, unit: "req/s" },
      { name: `BFF requests/s, ${at}`, value: bff.rps, unit: "req/s" },
    );
    if (connections === 1) {
      const ours = pairedDifference(bff, passthrough, (round) => round.p50);
      figures.push(
        {
          name: "BFF p50 minus pass-through p50, c=1",
          value: ours.median,
          unit: "ms",
          goal: { max: 0.5 },
          note: `median of the rounds' differences (${ours.each.map((d) => d.toFixed(1)).join(", ")} ms); the medians above differ by ${(bff.p50 - passthrough.p50).toFixed(1)} ms`,
        },
        { name: "pass-through p50 minus direct p50, c=1 (Next's own cost, context)", value: passthrough.p50 - direct.p50, unit: "ms" },
        { name: "BFF p50 minus direct p50, c=1 (context; the old goal was <= 2 ms)", value: bff.p50 - direct.p50, unit: "ms" },
      );
    } else {
      figures.push(
        ...[
          ["BFF/direct requests/s, c=10", bff, direct, { min: 0.95 }],
          ["pass-through/direct requests/s, c=10 (context)", passthrough, direct],
          ["BFF/pass-through requests/s, c=10 (context)", bff, passthrough],
        ].map(([name, a, b, goal]) => {
          const ratio = pairedRatio(a, b, (round) => round.rps);
          return {
            name,
            value: ratio.median,
            unit: "x",
            ...(goal ? { goal } : {}),
            note: `median of the rounds' ratios (${ratio.each.map((r) => r.toFixed(2)).join(", ")})`,
          };
        }),
      );
    }
  }
  return figures.map((f) => ({ section: "1. BFF overhead (upstream delay 20 ms)", ...f }));
}
