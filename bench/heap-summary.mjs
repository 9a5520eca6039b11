// What a V8 heap snapshot (.heapsnapshot, as --heapsnapshot-signal writes it) holds, by kind:
// objects by their constructor's name, and closures, strings, arrays, compiled code and V8's
// own structures each as one kind. Self sizes (each object's own bytes, not what it keeps
// alive), summed per kind: comparing two snapshots names what grew.
//
// The file is read as a stream of bytes, never as one string: a soak's snapshot passes 512 MB,
// the longest string V8 can make, and JSON.parse of the whole file failed on it.
import { closeSync, openSync, readSync } from "node:fs";

const GROUPED = {
  closure: "(closures)",
  string: "(strings)",
  "concatenated string": "(strings)",
  "sliced string": "(strings)",
  array: "(arrays: V8's backing stores)",
  code: "(compiled code)",
  hidden: "(V8 internals)",
  number: "(heap numbers)",
  "object shape": "(V8 internals)",
  regexp: "(regexps)",
  bigint: "(bigints)",
  symbol: "(symbols)",
  native: "(native)",
  synthetic: "(synthetic)",
};

/** The file's bytes one at a time (-1 at its end), read 16 MB at a time. */
function byteReader(file) {
  const fd = openSync(file, "r");
  const buffer = Buffer.alloc(1 << 24);
  let length = 0;
  let at = 0;
  return {
    next() {
      if (at === length) {
        length = readSync(fd, buffer, 0, buffer.length, null);
        at = 0;
        if (length === 0) return -1;
      }
      return buffer[at++];
    },
    close: () => closeSync(fd),
  };
}

/** Reads up to and including `marker`; returns what came before it (kept only when asked). */
function readPast(reader, marker, keep = false) {
  const wanted = Buffer.from(marker);
  const kept = [];
  let matched = 0;
  for (let c = reader.next(); c !== -1; c = reader.next()) {
    if (keep) kept.push(c);
    matched = c === wanted[matched] ? matched + 1 : c === wanted[0] ? 1 : 0;
    if (matched === wanted.length) return Buffer.from(kept.slice(0, kept.length - wanted.length)).toString("utf8");
  }
  throw new Error(`not a heap snapshot: no ${marker}`);
}

/** { total, kinds: Map<kind, { bytes, count }> } of one snapshot file. */
export function summarizeHeap(file) {
  const reader = byteReader(file);
  try {
    // {"snapshot":{"meta":{…}, …},"nodes":[…],"edges":[…], …,"strings":[…]}
    const header = JSON.parse(`${readPast(reader, '"nodes":[', true).trimEnd().replace(/,$/, "")}}`);
    const fields = header.snapshot.meta.node_fields;
    const types = header.snapshot.meta.node_types[0];
    const [typeAt, nameAt, sizeAt] = ["type", "name", "self_size"].map((name) => fields.indexOf(name));

    // The nodes: each `fields.length` whole numbers; only three of them are kept.
    const nodeTypes = [];
    const nodeNames = [];
    const nodeSizes = [];
    let field = 0;
    const take = (value) => {
      if (field === typeAt) nodeTypes.push(value);
      else if (field === nameAt) nodeNames.push(value);
      else if (field === sizeAt) nodeSizes.push(value);
      field = (field + 1) % fields.length;
    };
    let value = 0;
    let inNumber = false;
    for (let c = reader.next(); c !== 93; c = reader.next()) {
      if (c === -1) throw new Error("not a heap snapshot: its nodes do not end");
      if (c >= 48 && c <= 57) {
        value = value * 10 + (c - 48);
        inNumber = true;
      } else if (inNumber) {
        take(value);
        value = 0;
        inNumber = false;
      }
    }
    if (inNumber) take(value);

    // The strings: only the names of objects are decoded, the rest (sources, long texts) skipped.
    const objectType = types.indexOf("object");
    const wanted = new Set(nodeNames.filter((_, i) => nodeTypes[i] === objectType));
    const strings = new Map();
    readPast(reader, '"strings":[');
    for (let index = 0, c = reader.next(); c !== 93 && c !== -1; c = reader.next()) {
      if (c !== 34) continue; // a string's opening quote
      const keep = wanted.has(index);
      const bytes = [];
      for (let d = reader.next(); d !== 34; d = reader.next()) {
        if (d === -1) throw new Error("not a heap snapshot: a string does not end");
        if (keep) bytes.push(d);
        if (d === 92) {
          const escaped = reader.next(); // an escaped quote or backslash does not end the string
          if (keep) bytes.push(escaped);
        }
      }
      if (keep) strings.set(index, JSON.parse(`"${Buffer.from(bytes).toString("utf8")}"`));
      index++;
    }

    const kinds = new Map();
    let total = 0;
    for (let i = 0; i < nodeSizes.length; i++) {
      const type = types[nodeTypes[i]];
      const bytes = nodeSizes[i];
      const kind = type === "object" ? strings.get(nodeNames[i]) : (GROUPED[type] ?? `(${type})`);
      const entry = kinds.get(kind) ?? { bytes: 0, count: 0 };
      entry.bytes += bytes;
      entry.count++;
      kinds.set(kind, entry);
      total += bytes;
    }
    return { total, kinds };
  } finally {
    reader.close();
  }
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
  return [...summary.kinds]
    .map(([kind, { bytes, count }]) => ({ kind, bytes, count }))
    .sort((x, y) => y.bytes - x.bytes)
    .slice(0, top);
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
