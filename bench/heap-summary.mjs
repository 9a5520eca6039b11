// What a V8 heap snapshot (.heapsnapshot, as --heapsnapshot-signal writes it) holds, by kind:
// objects by their constructor's name, and closures, strings, arrays, compiled code and V8's
// own structures each as one kind. Self sizes (each object's own bytes, not what it keeps
// alive), summed per kind: comparing two snapshots names what grew.
import { readFileSync } from "node:fs";

const GROUPED = { closure: "(closures)", string: "(strings)", "concatenated string": "(strings)", "sliced string": "(strings)", array: "(arrays: V8's backing stores)", code: "(compiled code)", hidden: "(V8 internals)", number: "(heap numbers)", "object shape": "(V8 internals)", regexp: "(regexps)", bigint: "(bigints)", symbol: "(symbols)", native: "(native)", synthetic: "(synthetic)" };

/** { total, kinds: Map<kind, { bytes, count }> } of one snapshot file. */
export function summarizeHeap(file) {
  const snapshot = JSON.parse(readFileSync(file, "utf8"));
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const at = (name) => fields.indexOf(name);
  const [typeAt, nameAt, sizeAt] = [at("type"), at("name"), at("self_size")];
  const { nodes, strings } = snapshot;
  const kinds = new Map();
  let total = 0;
  for (let i = 0; i < nodes.length; i += fields.length) {
    const type = types[nodes[i + typeAt]];
    const bytes = nodes[i + sizeAt];
    const kind = type === "object" ? strings[nodes[i + nameAt]] : (GROUPED[type] ?? `(${type})`);
    const entry = kinds.get(kind) ?? { bytes: 0, count: 0 };
    entry.bytes += bytes;
    entry.count++;
    kinds.set(kind, entry);
    total += bytes;
  }
  return { total, kinds };
}

/** The kinds that grew most from `before` to `after`, largest growth first. */
export function heapGrowth(before, after, top = 6) {
  const names = new Set([...before.kinds.keys(), ...after.kinds.keys()]);
  return [...names]
    .map((kind) => {
      const a = before.kinds.get(kind) ?? { bytes: 0, count: 0 };
      const b = after.kinds.get(kind) ?? { bytes: 0, count: 0 };
      return { kind, bytes: b.bytes - a.bytes, count: b.count - a.count, after: b.bytes };
    })
    .sort((x, y) => y.bytes - x.bytes)
    .slice(0, top);
}

/** The largest kinds of one snapshot. */
export function heapLargest(summary, top = 6) {
  return [...summary.kinds].map(([kind, { bytes, count }]) => ({ kind, bytes, count })).sort((x, y) => y.bytes - x.bytes).slice(0, top);
}

// `node bench/heap-summary.mjs before.heapsnapshot after.heapsnapshot`
if (import.meta.url === `file://${process.argv[1]}`) {
  const [beforeFile, afterFile] = process.argv.slice(2);
  const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
  const before = summarizeHeap(beforeFile);
  console.log(`${beforeFile}: ${mb(before.total)}`);
  for (const k of heapLargest(before, 12)) console.log(`  ${mb(k.bytes).padStart(9)}  ${k.count.toString().padStart(8)}  ${k.kind}`);
  if (afterFile) {
    const after = summarizeHeap(afterFile);
    console.log(`${afterFile}: ${mb(after.total)}`);
    for (const k of heapLargest(after, 12)) console.log(`  ${mb(k.bytes).padStart(9)}  ${k.count.toString().padStart(8)}  ${k.kind}`);
    console.log("grew most:");
    for (const k of heapGrowth(before, after, 12)) console.log(`  ${mb(k.bytes).padStart(9)}  ${k.count.toString().padStart(8)}  ${k.kind}`);
  }
}
