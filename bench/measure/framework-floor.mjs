// 2. Framework floor: with no upstream delay, the BFF list call's throughput beside a route
// handler of the same build that only returns a constant (app/api/bench/constant, enabled by
// BENCH_ROUTES=1) and beside the upstream alone. Context only: the constant handler waits for
// nobody, so no BFF can come near it (its old goal, >= 0.8x, is retired); the BFF's goals are
// set against the pass-through in section 1.
import { sideBySide } from "../load.mjs";

export async function frameworkFloor({ upstream, next, dealer, seconds, rounds }) {
  const targets = [
    { name: "constant", url: `${next.url}/api/bench/constant` },
    { name: "bff", url: `${next.url}/api/clients?page=1&size=10`, headers: { cookie: dealer.cookie } },
    { name: "direct", url: `${upstream.url}/api/clients?token=${encodeURIComponent(dealer.token)}&page=1&per_page=10` },
  ];
  const { constant, bff, direct } = await sideBySide(targets, { connections: 10, seconds, rounds });
  return [
    { name: "bare constant handler requests/s, c=10", value: constant.rps, unit: "req/s" },
    { name: "BFF requests/s, c=10", value: bff.rps, unit: "req/s" },
    { name: "BFF/bare constant handler requests/s (context)", value: bff.rps / constant.rps, unit: "x" },
    { name: "upstream alone requests/s, c=10 (context)", value: direct.rps, unit: "req/s" },
    { name: "BFF/upstream alone requests/s (context)", value: bff.rps / direct.rps, unit: "x" },
  ].map((f) => ({ section: "2. Framework floor (no delay)", ...f }));
}
