import "server-only";
import { UNDECIDED, type BatchCheck, type BatchRead, type LeftOutRow } from "@/lib/schemas/quick-check";

// A spec backend's whole list is one bare JSON array of tens of megabytes (50,000 clients: 24 MB,
// about 25 fields a row, of which the panel keeps 9). Read whole, it was joined into one buffer,
// decoded into one string and parsed at once, and every parsed row lived until the last was
// checked. Here the rows are parsed a batch at a time as the chunks arrive, and each batch is
// checked at once: no buffer or string of the whole answer is made (each is tens of
// megabytes of fresh memory, each page of it faulted in one at a time), and the fields the
// check does not keep die young (docs/performance.md).
//
// The answer is exactly what JSON.parse of the whole and the check would give (a row that cannot
// be read left out, its index the whole list's, the others read on), or UNDECIDED and the caller
// reads the answer whole as before (the same rows, or the same refusal with zod's issues). A batch ends at a `}` followed by `,{` and is parsed as "[" + batch + "]". A cut that
// fell inside a string leaves that string unclosed, and one inside a nested value leaves its
// bracket unclosed: neither parses, so every batch that parses was cut between two rows, and the
// batches' rows, in order, are the array's. When a cut does not parse (a `},{` in a description),
// an earlier one is tried, then more bytes. UTF-8 decodes the same in pieces, as every cut is
// between two ASCII bytes.

/** Bytes gathered before a batch is cut: enough to make the parses few, few enough that a batch's rows die young. */
export const BATCH_BYTES = 64 * 1024;
/** The cuts tried in a window, from its last `},{` back, before waiting for more bytes. */
const GAP_TRIES = 3;
/** Past this without a cut that parses (none in a pretty-printed list), the answer is read whole. */
const MAX_WINDOW_BYTES = 16 * BATCH_BYTES;
const ROW_GAP = Buffer.from("},{");
const OPEN = 0x5b; // [
const CLOSE = 0x5d; // ]
/** JSON's whitespace: space, tab, line feed, carriage return. */
const isSpace = (byte: number | undefined) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;

export type { BatchCheck };

/** Takes an answer's chunks as they arrive (`push`), then gives its rows read and left out, or UNDECIDED (`finish`). */
export type RowReader = { push: (chunk: Buffer) => void; finish: () => BatchRead | typeof UNDECIDED };

/**
 * A reader of an answer that gives its rows as `check` reads them when it is a bare JSON array,
 * else UNDECIDED. It is fed each chunk as it is received, so the rows are parsed
 * while the rest of the answer is still on its way, a batch at a time between other requests'
 * events, instead of in one long stretch at the end. It never throws: anything unexpected is
 * UNDECIDED, and the whole reading says what is wrong. `batchBytes` is for the tests, which cut
 * small lists often.
 */
export function rowReader(check: BatchCheck, batchBytes = BATCH_BYTES): RowReader {
  const rows: unknown[] = [];
  const leftOut: LeftOutRow[] = [];
  /** Rows parsed so far, read or left out: the first index of the next batch. */
  let parsed = 0;
  let pending: Buffer[] = [];
  let size = 0;
  let opened = false;
  let decided = false;
  /** Parses `bytes` as rows, reads them and keeps their outputs and those left out; false when they do not parse. */
  const take = (bytes: Buffer): boolean | typeof UNDECIDED => {
    let batch: unknown[];
    try {
      batch = JSON.parse(`[${bytes.toString("utf8")}]`) as unknown[];
    } catch {
      return false;
    }
    const checked = check(batch);
    if (checked === UNDECIDED) return UNDECIDED;
    for (const row of checked.rows) rows.push(row);
    for (const left of checked.leftOut) leftOut.push({ ...left, index: parsed + left.index });
    parsed += batch.length;
    return true;
  };
  /** Adds a chunk and takes the batches it completes; UNDECIDED when the answer cannot be read this way. */
  const add = (received: Buffer): void | typeof UNDECIDED => {
    let chunk = received;
    if (!opened) {
      let at = 0;
      while (at < chunk.length && isSpace(chunk[at])) at++;
      if (at === chunk.length) return;
      if (chunk[at] !== OPEN) return UNDECIDED;
      opened = true;
      chunk = chunk.subarray(at + 1);
    }
    pending.push(chunk);
    size += chunk.length;
    if (size < batchBytes) return;
    const window = pending.length === 1 ? pending[0] : Buffer.concat(pending, size);
    let gap = window.lastIndexOf(ROW_GAP);
    let taken = false;
    for (let tries = 0; gap >= 0 && !taken && tries < GAP_TRIES; tries++) {
      const took = take(window.subarray(0, gap + 1));
      if (took === UNDECIDED) return UNDECIDED;
      taken = took;
      if (!taken) gap = gap === 0 ? -1 : window.lastIndexOf(ROW_GAP, gap - 1);
    }
    if (!taken && window.length > MAX_WINDOW_BYTES) return UNDECIDED;
    // Past the comma between the two rows; or, without a cut that parsed, all of it again with more.
    pending = [taken ? window.subarray(gap + 2) : window];
    size = pending[0].length;
  };
  /** The last batch, up to the closing bracket. */
  const end = (): BatchRead | typeof UNDECIDED => {
    if (!opened) return UNDECIDED;
    const rest = pending.length === 1 ? pending[0] : Buffer.concat(pending, size);
    let last = rest.length - 1;
    while (last >= 0 && isSpace(rest[last])) last--;
    if (rest[last] !== CLOSE) return UNDECIDED;
    return take(rest.subarray(0, last)) === true ? { rows, leftOut } : UNDECIDED;
  };
  /** Once undecided, the reader does nothing more and lets go of what it held. */
  const giveUp = () => {
    decided = true;
    pending = [];
    rows.length = 0;
    leftOut.length = 0;
  };

  return {
    push(chunk) {
      if (decided) return;
      try {
        if (add(chunk) === UNDECIDED) giveUp();
      } catch {
        // A check that throws is a check that does not decide: the whole reading goes through zod.
        giveUp();
      }
    },
    finish() {
      if (decided) return UNDECIDED;
      let read: BatchRead | typeof UNDECIDED;
      try {
        read = end();
      } catch {
        read = UNDECIDED;
      }
      decided = true;
      return read;
    },
  };
}
