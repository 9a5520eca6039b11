// Two data sizes side by side: the same request against a small and a large data set, the two
// alternating (ABBA) after a short warm-up, compared as medians of time to the last byte and of
// the bytes sent. Growth (clients) and ledger (transactions) measure through it.
import { median, timedGet } from "./load.mjs";

/**
 * Each side: { url, cookie? }; sizes name the two data sets, e.g. ["500", "50,000"]. `compact`
 * gives the two ratios only, each with its two figures in its note. `goals.bytes` null: bytes
 * without a goal (a count's answer grows by its digits, and that is no cost).
 */
export async function compareSides(label, small, large, { requests, sizes, check, context = false, compact = false, goals = { time: 2, bytes: 1.1 } }) {
  const samples = { small: [], large: [] };
  const get = async (side) => {
    const { url, cookie } = side === "small" ? small : large;
    const result = await timedGet(url, cookie ? { cookie } : {});
    check(result, url);
    samples[side].push(result);
  };
  for (let i = 0; i < 3; i++) for (const side of ["small", "large"]) await get(side); // warm-up
  for (const side of ["small", "large"]) samples[side].length = 0;
  for (let i = 0; i < requests; i++) for (const side of i % 2 ? ["large", "small"] : ["small", "large"]) await get(side);

  const time = (side) => median(samples[side].map((s) => s.ms));
  const bytes = (side) => median(samples[side].map((s) => s.bytes));
  const [a, b] = sizes;
  if (context) {
    const note = `${time("small").toFixed(1)} ms at ${a}, ${time("large").toFixed(1)} ms at ${b}`;
    return [{ name: `${label}: time ${b}/${a} (context)`, value: time("large") / time("small"), unit: "x", note }];
  }
  if (compact) {
    return [
      {
        name: `${label}: time ${b}/${a}`,
        value: time("large") / time("small"),
        unit: "x",
        goal: { max: goals.time },
        note: `${time("small").toFixed(1)} ms at ${a}, ${time("large").toFixed(1)} ms at ${b}`,
      },
      {
        name: `${label}: bytes ${b}/${a}`,
        value: bytes("large") / bytes("small"),
        unit: "x",
        ...(goals.bytes ? { goal: { max: goals.bytes } } : {}),
        note: `${bytes("small")} B at ${a}, ${bytes("large")} B at ${b}`,
      },
    ];
  }
  return [
    { name: `${label}: time at ${a}`, value: time("small"), unit: "ms" },
    { name: `${label}: time at ${b}`, value: time("large"), unit: "ms" },
    { name: `${label}: time ${b}/${a}`, value: time("large") / time("small"), unit: "x", goal: { max: goals.time } },
    { name: `${label}: bytes at ${a}`, value: bytes("small"), unit: "B" },
    { name: `${label}: bytes at ${b}`, value: bytes("large"), unit: "B" },
    { name: `${label}: bytes ${b}/${a}`, value: bytes("large") / bytes("small"), unit: "x", goal: { max: goals.bytes } },
  ];
}

export function expectOk(result, url) {
  if (result.status !== 200) throw new Error(`${url}: HTTP ${result.status} ${result.headers.location ?? ""}`);
}
