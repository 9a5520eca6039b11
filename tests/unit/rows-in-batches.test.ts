import { describe, expect, it } from "vitest";
import { UNDECIDED } from "@/lib/schemas/quick-check";
import { rowReader, type BatchCheck } from "@/lib/upstream/rows-in-batches";

// A spec backend's whole list read a batch of rows at a time must give exactly the rows of
// JSON.parse of the whole answer, or UNDECIDED (and the caller reads it whole): never other rows,
// however the answer was cut into chunks and whatever its strings hold.

const asIs: BatchCheck = (rows) => ({ rows, leftOut: [] });

/** The reader fed `chunks` one by one, as exchange feeds it, then finished. */
function readRowsInBatches(chunks: Buffer[], check: BatchCheck, batchBytes?: number) {
  const reader = rowReader(check, batchBytes);
  for (const chunk of chunks) reader.push(chunk);
  const read = reader.finish();
  return read === UNDECIDED ? read : read.rows;
}

/** `text` as received in chunks of the given sizes, in turn. */
function chunked(text: string, sizes: number[]): Buffer[] {
  const bytes = Buffer.from(text, "utf8");
  const chunks: Buffer[] = [];
  for (let at = 0, i = 0; at < bytes.length; i++) {
    const size = sizes[i % sizes.length];
    chunks.push(bytes.subarray(at, at + size));
    at += size;
  }
  return chunks;
}

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

const WORDS = ["Rossi", "},{", '"},{"', "\\", "ü", "日本", "😀", "]", "[", ",", "{", "}", "\n", "\u2028", "null"];
const CHUNK_SIZES = [[1], [2, 3, 5], [7, 64, 1], [1000], [65_536]];

describe("rowReader", () => {
  it("gives the rows of the whole answer however it arrives, strings holding `},{`, brackets and multi-byte letters", () => {
    const next = numbers(7);
    for (let list = 0; list < 40; list++) {
      const rows = Array.from({ length: 1 + next(60) }, (_, i) => ({
        name: `client${i}`,
        description: Array.from({ length: next(4) }, () => WORDS[next(WORDS.length)]).join(" "),
        status: next(2) === 0,
        expiry: next(5) === 0 ? null : "2027-01-01",
        server: next(3),
      }));
      const text = JSON.stringify(rows);
      for (const sizes of CHUNK_SIZES) {
        for (const batchBytes of [1, 40, 200, 4096]) {
          expect(readRowsInBatches(chunked(text, sizes), asIs, batchBytes), `list ${list}, chunks ${sizes}, batches of ${batchBytes}`).toEqual(rows);
        }
      }
    }
  });

  it("never gives other rows than the whole answer's when rows nest objects in lists", () => {
    const rows = Array.from({ length: 30 }, (_, i) => ({ name: `c${i}`, packages: [{ id: i }, { id: i + 1 }], extra: [[{ a: "},{" }], {}] }));
    const text = JSON.stringify(rows);
    for (const sizes of CHUNK_SIZES) {
      for (const batchBytes of [1, 50, 300]) {
        const read = readRowsInBatches(chunked(text, sizes), asIs, batchBytes);
        if (read !== UNDECIDED) expect(read).toEqual(rows);
      }
    }
    // With room for whole rows, a batch ends where a row does.
    expect(readRowsInBatches(chunked(text, [100]), asIs, 300)).toEqual(rows);
  });

  it("reads an empty list, whitespace around the list, and a pretty-printed one", () => {
    const rows = [{ name: "a" }, { name: "b" }];
    expect(readRowsInBatches(chunked("[]", [1]), asIs, 1)).toEqual([]);
    expect(readRowsInBatches(chunked(" \n\t[ \r\n ]\n ", [3]), asIs, 1)).toEqual([]);
    expect(readRowsInBatches(chunked(` \n${JSON.stringify(rows)}\n`, [2]), asIs, 1)).toEqual(rows);
    expect(readRowsInBatches(chunked(JSON.stringify(rows, null, 2), [5]), asIs, 1)).toEqual(rows);
  });

  it("leaves to the whole reading what is not a bare JSON list, so that it is refused as before", () => {
    const notBareLists = [
      "",
      "   ",
      '{"data":[{"name":"a"}]}',
      '\uFEFF[{"name":"a"}]',
      '[{"name":"a"},]',
      '[,{"name":"a"}]',
      '[{"name":"a"},,{"name":"b"}]',
      '[{"name":"a"}{"name":"b"}]',
      '[{"name":"a"},{"name":"b"}',
      '[{"name":"a"},{"name":"b"}]]',
      '[{"name":"a"},{"name":"b"}] x',
      '[{"name":"a},{"name":"b"}]',
      "null",
    ];
    for (const text of notBareLists) {
      for (const batchBytes of [1, 8, 4096]) {
        expect(readRowsInBatches(chunked(text, [3]), asIs, batchBytes), JSON.stringify(text)).toBe(UNDECIDED);
      }
    }
    // What it refuses, JSON.parse of the whole either refuses or reads as no bare list.
    for (const text of notBareLists) {
      let whole: unknown = UNDECIDED;
      try {
        whole = JSON.parse(text);
      } catch {
        // refused as before
      }
      expect(Array.isArray(whole), JSON.stringify(text)).toBe(false);
    }
  });

  it("stops at the first batch the check does not accept", () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({ name: `c${i}`, ok: i !== 37 }));
    const batches: number[] = [];
    const check: BatchCheck = (batch) => {
      batches.push(batch.length);
      return batch.every((row) => (row as { ok: boolean }).ok) ? { rows: batch, leftOut: [] } : UNDECIDED;
    };
    expect(readRowsInBatches(chunked(JSON.stringify(rows), [16]), check, 64)).toBe(UNDECIDED);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.reduce((a, b) => a + b, 0)).toBeLessThan(rows.length);
  });

  it("goes on past the rows its check leaves out, each numbered by its place in the whole list", () => {
    const rows = Array.from({ length: 300 }, (_, i) => ({ name: `c${i}`, ok: i % 97 !== 50 }));
    const okOnly: BatchCheck = (batch) => ({
      rows: batch.filter((row) => (row as { ok: boolean }).ok),
      leftOut: batch.flatMap((row, index) => ((row as { ok: boolean }).ok ? [] : [{ index, issues: [], row }])),
    });
    const reader = rowReader(okOnly, 128);
    for (const chunk of chunked(JSON.stringify(rows), [50])) reader.push(chunk);
    const read = reader.finish();
    if (read === UNDECIDED) throw new Error("undecided");
    expect(read.rows).toEqual(rows.filter((row) => row.ok));
    expect(read.leftOut.map(({ index, row }) => [index, row])).toEqual([50, 147, 244].map((i) => [i, rows[i]]));
  });

  it("hands the check the outputs it returns, in order", () => {
    const rows = Array.from({ length: 200 }, (_, i) => ({ name: `c${i}`, dropped: "x".repeat(i % 7) }));
    const keepName: BatchCheck = (batch) => ({ rows: batch.map((row) => ({ name: (row as { name: string }).name })), leftOut: [] });
    expect(readRowsInBatches(chunked(JSON.stringify(rows), [100]), keepName, 256)).toEqual(rows.map(({ name }) => ({ name })));
  });

  it("does no more work once undecided, and a check that throws is undecided, never an exception", () => {
    const rows = Array.from({ length: 40 }, (_, i) => ({ name: `c${i}` }));
    let calls = 0;
    const throwing: BatchCheck = () => {
      calls++;
      throw new Error("unexpected");
    };
    const reader = rowReader(throwing, 64);
    const chunks = chunked(JSON.stringify(rows), [32]);
    expect(() => chunks.forEach((chunk) => reader.push(chunk))).not.toThrow();
    expect(calls).toBe(1);
    expect(reader.finish()).toBe(UNDECIDED);
  });
});
