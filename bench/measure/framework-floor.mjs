// 2. Framework floor: with no upstream delay, the BFF list call's throughput against a route
// handler of the same build that only returns a constant (app/api/bench/constant, enabled by
// BENCH_ROUTES=1). The upstream's own throughput is shown beside them: the BFF cannot beat it.
import { sideBySide } from "../load.mjs";

export async function frameworkFloor({ upstream, next, dealer, seconds, rounds }) {
  const targets = [
    { name: "constant", url: `${next.url}/api/bench/constant` },
    { name: "bff", url: `${next.url}/api/clients?page=1&size=10`, headers: { cookie: dealer.cookie } },
    { name: "direct", url: `${upstream.url}/api/clients?token=${encodeURIComponent(dealer.token)}&page=1&per_page=10` },
  ];
  const { constant, bff, direct } = await sideBySide(targets, { connections: 10, seconds, rounds });
  return [
    { name: "bare handler requests/s, c=10", value: constant.rps, unit: "req/s" },
    { name: "BFF requests/s, c=10", value: bff.rps, unit: "req/s" },
    { name: "BFF/bare handler requests/s", value: bff.rps / constant.rps, unit: "x", goal: { min: 0.8 } },
    { name: "upstream alone requests/s, c=10 (context)", value: direct.rps, unit: "req/s" },
    { name: "BFF/upstream alone requests/s (context)", value: bff.rps / direct.rps, unit: "x" },
  ].map((f) => ({ section: "2. Framework floor (no delay)", ...f }));
}
