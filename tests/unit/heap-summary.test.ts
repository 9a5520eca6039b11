import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs module of the bench, without types
import { heapGrowth, heapLargest, summarizeHeap } from "../../bench/heap-summary.mjs";

// The bench's reading of a V8 heap snapshot (npm run bench -- --only soak --heap-snapshots):
// objects summed by constructor, other kinds grouped, and what grew between two snapshots.
function snapshotFile(nodes: [type: number, name: number, size: number][]): string {
  const snapshot = {
    snapshot: {
      meta: {
        node_fields: ["type", "name", "id", "self_size", "edge_count"],
        node_types: [["hidden", "array", "string", "object", "code", "closure", "native"]],
      },
    },
    nodes: nodes.flatMap(([type, name, size], i) => [type, name, i + 1, size, 0]),
    edges: [],
    strings: ["(system)", "Map", "SessionMemo", "system / JSArrayBufferData", "abc", 'Quo"ted\\Name', "Ünïcode]"],
  };
  const file = path.join(mkdtempSync(path.join(tmpdir(), "heap-test-")), "a.heapsnapshot");
  writeFileSync(file, JSON.stringify(snapshot));
  return file;
}

describe("bench/heap-summary.mjs", () => {
  it("sums self sizes by constructor and kind, and names what grew most", () => {
    const before = summarizeHeap(
      snapshotFile([
        [3, 1, 100],
        [3, 2, 50],
        [2, 4, 30],
        [6, 3, 1000],
      ]),
    );
    const after = summarizeHeap(
      snapshotFile([
        [3, 1, 100],
        [3, 2, 50],
        [3, 2, 450],
        [2, 4, 30],
        [2, 4, 40],
        [6, 3, 1000],
      ]),
    );
    expect(before.total).toBe(1180);
    expect(after.kinds.get("SessionMemo")).toEqual({ bytes: 500, count: 2 });
    expect(after.kinds.get("(strings)")).toEqual({ bytes: 70, count: 2 });
    expect(heapLargest(after, 1)).toEqual([{ kind: "(native)", bytes: 1000, count: 1 }]);
    expect(heapGrowth(before, after, 2)).toEqual([
      { kind: "SessionMemo", bytes: 450, count: 1, after: 500 },
      { kind: "(strings)", bytes: 40, count: 1, after: 70 },
    ]);
  });

  it("reads names with escapes and brackets, and V8's own layout of the file (line breaks between its parts and its numbers)", () => {
    const file = snapshotFile([
      [3, 5, 10],
      [3, 6, 20],
      [3, 5, 1],
    ]);
    writeFileSync(
      file,
      readFileSync(file, "utf8")
        .replace(/,"(nodes|edges|strings)":/g, ',\n"$1":')
        .replace(/,(?=\d)/g, "\n,"),
    );
    const summary = summarizeHeap(file);
    expect(summary.kinds.get('Quo"ted\\Name')).toEqual({ bytes: 11, count: 2 });
    expect(summary.kinds.get("Ünïcode]")).toEqual({ bytes: 20, count: 1 });
    expect(summary.total).toBe(31);
  });
});
