// 7. Soak: 60 s at concurrency 10 on a BFF read and then on a list page, after a warm-up.
// Reports every error (goal 0), each one's p99, and the panel server's memory (resident set of
// its process group) at the end beside after the warm-up (goal <= 1.5x: nothing piles up).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import { heapGrowth, heapLargest, summarizeHeap } from "../heap-summary.mjs";
import { percentile } from "../load.mjs";

/** Resident memory in MB of every process in the group `pgid` (the server and any child of it). */
export function groupRssMb(pgid) {
  let kb = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== pgid) continue;
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return kb / 1024;
}

/** One run that counts failures instead of stopping at them. */
async function run({ url, headers, connections, seconds }) {
  const latencies = [];
  let failed = 0;
  const instance = autocannon({ url, headers, connections, duration: seconds });
  instance.on("response", (_client, status, _bytes, ms) => (status >= 200 && status < 300 ? latencies.push(ms) : failed++));
  const result = await instance;
  return { errors: failed + result.errors + result.timeouts, p99: percentile(latencies, 99), requests: result.requests.total };
}

/**
 * A heap snapshot of the server (it runs with --heapsnapshot-signal=SIGUSR2 and its
 * --diagnostic-dir at `dir`): the signal, then the new file once its size stops changing.
 */
async function heapSnapshot(pid, dir) {
  const files = () => readdirSync(dir).filter((f) => f.endsWith(".heapsnapshot"));
  const seen = new Set(files());
  process.kill(pid, "SIGUSR2");
  for (let i = 0; i < 600; i++) {
    await sleep(500);
    const file = files().find((f) => !seen.has(f));
    if (!file) continue;
    const size = statSync(`${dir}/${file}`).size;
    await sleep(1000);
    if (size > 0 && statSync(`${dir}/${file}`).size === size) return `${dir}/${file}`;
  }
  throw new Error(`no heap snapshot appeared in ${dir}`);
}

/** `heapSnapshots`: the server's diagnostic directory; a snapshot is taken after the warm-up (after its memory is read) and at the end. */
export async function soak({ next, dealer, seconds = 60, warmup = 10, connections = 10, heapSnapshots }) {
  const targets = [
    { name: "BFF read (/api/clients, one page)", url: `${next.url}/api/clients?page=1&size=10` },
    { name: "list page (/clients)", url: `${next.url}/clients?page=1&size=10` },
  ].map((t) => ({ ...t, headers: { cookie: dealer.cookie } }));
  for (const target of targets) await run({ ...target, connections, seconds: warmup });
  const afterWarmup = groupRssMb(next.pid);
  const before = heapSnapshots && (await heapSnapshot(next.pid, heapSnapshots));
  const results = [];
  for (const target of targets) results.push({ target, ...(await run({ ...target, connections, seconds })) });
  const atEnd = groupRssMb(next.pid);
  const after = heapSnapshots && (await heapSnapshot(next.pid, heapSnapshots));
  const section = `7. Soak (${seconds} s each at concurrency ${connections})`;
  return [
    ...results.flatMap(({ target, errors, p99, requests }) => [
      { name: `${target.name}: errors in ${requests} requests`, value: errors, unit: "", goal: { max: 0 } },
      { name: `${target.name}: p99`, value: p99, unit: "ms" },
    ]),
    { name: "panel server memory after warm-up", value: afterWarmup, unit: "MB" },
    { name: "panel server memory at the end", value: atEnd, unit: "MB" },
    { name: "memory at the end / after warm-up", value: atEnd / afterWarmup, unit: "x", goal: { max: 1.5 } },
    ...(before ? heapFigures(before, after) : []),
  ].map((f) => ({ section, ...f }));
}

const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const kinds = (list) => list.map((k) => `${k.kind} ${k.bytes >= 0 ? "" : "-"}${mb(Math.abs(k.bytes))} (${k.count >= 0 ? "+" : ""}${k.count})`).join("; ");

/** Context figures: the live heap in each snapshot, what it holds most, and what grew most between them. */
function heapFigures(beforeFile, afterFile) {
  const before = summarizeHeap(beforeFile);
  const after = summarizeHeap(afterFile);
  return [
    {
      name: "heap snapshot after warm-up (live objects)",
      value: before.total / 2 ** 20,
      unit: "MB",
      note: `largest: ${kinds(heapLargest(before, 4))}; ${beforeFile}`,
    },
    {
      name: "heap snapshot at the end (live objects)",
      value: after.total / 2 ** 20,
      unit: "MB",
      note: `largest: ${kinds(heapLargest(after, 4))}; ${afterFile}`,
    },
    { name: "heap: what grew most", value: kinds(heapGrowth(before, after, 5)) },
  ];
}
