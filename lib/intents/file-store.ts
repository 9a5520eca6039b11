import "server-only";
import { log } from "@/lib/log";
import { closeSync, fdatasyncSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from "node:fs";
import path from "node:path";
import { IntentStoreUnavailable } from "./errors";
import { isExpired, type IntentRecord, type IntentStore } from "./store";

// The store of a single panel instance (no REDIS_URL): a Map in memory in front of an append-only
// JSON-lines file, so a restart still knows every key it forwarded in the last 24 hours.
//  - Each change is one line, written and fdatasync'd before the call returns: a claim is on disk
//    before its request leaves for the upstream, so a crash right after the send cannot forget it.
//  - A later line for the same id supersedes the earlier ones; {"id","removed":true} forgets it.
//  - Loading drops lines older than 24 hours and rewrites the file (temporary file, fsync, rename)
//    when it holds expired, superseded, torn or pending lines; so does an hourly sweep.
//  - A `pending` record found on load becomes `unknown`: the process that sent it is gone, and
//    whether the upstream applied it is not known.
// One process per folder: two processes on the same file would not see each other's claims.

export const INTENT_FILE = "intents.jsonl";
const SWEEP_EVERY_MS = 60 * 60 * 1000;

type Line = ({ id: string } & IntentRecord) | { id: string; removed: true };

function parseLine(text: string): Line | null {
  try {
    const line = JSON.parse(text) as Partial<Line> | null;
    if (!line || typeof line.id !== "string") return null;
    if ("removed" in line) return line.removed === true ? (line as Line) : null;
    const record = line as Partial<IntentRecord>;
    const valid =
      typeof record.caller === "string" &&
      typeof record.key === "string" &&
      typeof record.fingerprint === "string" &&
      typeof record.createdAt === "number" &&
      (record.state === "pending" || record.state === "done" || record.state === "unknown");
    return valid ? (line as Line) : null;
  } catch {
    return null;
  }
}

function splitLine(line: Line): [string, IntentRecord] {
  const { id, ...record } = line as { id: string } & IntentRecord;
  return [id, record];
}

export class FileIntentStore implements IntentStore {
  readonly file: string;
  private readonly records = new Map<string, IntentRecord>();
  private loaded = false;
  private lines = 0;
  private nextSweep = 0;

  constructor(readonly dir: string) {
    this.file = path.join(dir, INTENT_FILE);
  }

  async claim(id: string, record: IntentRecord): Promise<IntentRecord | null> {
    // No await from the check to the set: within one process this is the atomic check-and-set.
    this.ready();
    const found = this.live(id);
    if (found) return structuredClone(found);
    this.write(id, record);
    return null;
  }

  async get(id: string): Promise<IntentRecord | null> {
    this.ready();
    const found = this.live(id);
    return found ? structuredClone(found) : null;
  }

  async replace(id: string, record: IntentRecord): Promise<boolean> {
    this.ready();
    if (!this.live(id)) return false;
    this.write(id, record);
    return true;
  }

  async remove(id: string): Promise<void> {
    this.ready();
    if (!this.records.has(id)) return;
    this.append({ id, removed: true });
    this.records.delete(id);
    this.sweep();
  }

  /** Loads the file on first use; a failure refuses this call and is tried again on the next. */
  private ready(): void {
    if (this.loaded) return;
    try {
      this.load();
      this.loaded = true;
    } catch (error) {
      this.records.clear();
      log.error({ file: this.file, err: error instanceof Error ? error.message : String(error) }, "intents: cannot load the file");
      throw new IntentStoreUnavailable(error);
    }
  }

  private load(): void {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    let text = "";
    try {
      text = readFileSync(this.file, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    // A last line without its newline (a crash mid-write) would swallow the next append.
    let stale = text.length > 0 && !text.endsWith("\n");
    for (const raw of text.split("\n")) {
      if (!raw.trim()) continue;
      const line = parseLine(raw);
      if (!line) {
        stale = true;
        continue;
      }
      if (this.records.has(line.id)) stale = true;
      if ("removed" in line) {
        this.records.delete(line.id);
        stale = true;
        continue;
      }
      const [id, record] = splitLine(line);
      this.records.set(id, record);
    }
    const now = Date.now();
    for (const [id, record] of this.records) {
      if (isExpired(record, now)) {
        this.records.delete(id);
        stale = true;
      } else if (record.state === "pending") {
        record.state = "unknown";
        stale = true;
      }
    }
    this.lines = this.records.size;
    this.nextSweep = now + SWEEP_EVERY_MS;
    if (stale) this.compact();
  }

  private live(id: string): IntentRecord | null {
    const record = this.records.get(id);
    if (!record) return null;
    if (!isExpired(record)) return record;
    // Expired: forgotten now; its lines go at the next compaction.
    this.records.delete(id);
    return null;
  }

  /** The line first, then memory: when the disk refuses, nothing has changed. */
  private write(id: string, record: IntentRecord): void {
    this.append({ id, ...record });
    this.records.set(id, structuredClone(record));
    // Only now: a compaction rewrites the file from memory, which must already hold this record.
    this.sweep();
  }

  private append(line: Line): void {
    try {
      // Opened per line (not held): a compaction's rename then never leaves us writing to the old file.
      const fd = openSync(this.file, "a", 0o600);
      try {
        writeSync(fd, `${JSON.stringify(line)}\n`);
        fdatasyncSync(fd);
      } finally {
        closeSync(fd);
      }
    } catch (error) {
      log.error({ file: this.file, err: error instanceof Error ? error.message : String(error) }, "intents: cannot write the file");
      throw new IntentStoreUnavailable(error);
    }
    this.lines++;
  }

  /** Hourly: forget expired records, and rewrite the file when lines outnumber live records. */
  private sweep(): void {
    const now = Date.now();
    if (now < this.nextSweep) return;
    this.nextSweep = now + SWEEP_EVERY_MS;
    for (const [id, record] of this.records) if (isExpired(record, now)) this.records.delete(id);
    if (this.lines <= this.records.size) return;
    try {
      this.compact();
    } catch (error) {
      // The appended file is still whole and correct, only longer: try again at the next sweep.
      log.warn({ file: this.file, err: error instanceof Error ? error.message : String(error) }, "intents: cannot compact the file");
    }
  }

  /** Rewrites the file with one line per live record, atomically (temporary file, fsync, rename). */
  private compact(): void {
    const temporary = `${this.file}.${process.pid}.tmp`;
    const body = [...this.records].map(([id, record]) => `${JSON.stringify({ id, ...record })}\n`).join("");
    const fd = openSync(temporary, "w", 0o600);
    try {
      writeSync(fd, body);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, this.file);
    syncFolder(this.dir);
    this.lines = this.records.size;
  }
}

/** Makes the rename itself durable; some systems cannot open a folder, and then the rename stands as it is. */
function syncFolder(dir: string): void {
  try {
    const fd = openSync(dir, "r");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // best effort
  }
}
