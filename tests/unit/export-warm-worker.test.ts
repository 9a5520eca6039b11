// The export worker kept between exports (lib/export/warm-worker.ts): handed to the next export,
// one waiting at most, ended when unused for IDLE_WORKER_MS, started ahead when reached for.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** Stands in for the browser's Worker: records what was started and ended. */
class FakeWorker {
  static started: FakeWorker[] = [];
  terminated = false;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: URL) {
    FakeWorker.started.push(this);
  }
  terminate() {
    this.terminated = true;
  }
}

let pool: typeof import("@/lib/export/warm-worker");

beforeEach(async () => {
  FakeWorker.started = [];
  vi.useFakeTimers();
  vi.stubGlobal("Worker", FakeWorker);
  vi.resetModules();
  pool = await import("@/lib/export/warm-worker");
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the export's worker", () => {
  it("starts one for an export when none waits, from the export worker's module", () => {
    const worker = pool.takeWorker() as unknown as FakeWorker;
    expect(FakeWorker.started).toEqual([worker]);
    expect(worker.url.pathname).toMatch(/export-worker\.ts$/);
  });

  it("hands the worker kept after an export to the next one, and ends neither", () => {
    const first = pool.takeWorker();
    pool.keepWorker(first);
    expect(pool.takeWorker()).toBe(first);
    expect(FakeWorker.started).toHaveLength(1);
    expect((first as unknown as FakeWorker).terminated).toBe(false);
  });

  it("keeps one worker waiting at most: a second one kept is ended", () => {
    const [a, b] = [pool.takeWorker(), pool.takeWorker()];
    pool.keepWorker(a);
    pool.keepWorker(b);
    expect((b as unknown as FakeWorker).terminated).toBe(true);
    expect(pool.takeWorker()).toBe(a);
  });

  it("ends a waiting worker after IDLE_WORKER_MS unused, and the next export starts a fresh one", () => {
    const first = pool.takeWorker();
    pool.keepWorker(first);
    vi.advanceTimersByTime(pool.IDLE_WORKER_MS - 1);
    expect((first as unknown as FakeWorker).terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect((first as unknown as FakeWorker).terminated).toBe(true);
    const next = pool.takeWorker();
    expect(next).not.toBe(first);
    expect(FakeWorker.started).toHaveLength(2);
  });

  it("does not end a worker taken before its idle time ran out", () => {
    const first = pool.takeWorker();
    pool.keepWorker(first);
    expect(pool.takeWorker()).toBe(first);
    vi.advanceTimersByTime(pool.IDLE_WORKER_MS * 2);
    expect((first as unknown as FakeWorker).terminated).toBe(false);
  });

  it("ends a worker given back after a stopped export, and hands it to no one", () => {
    const first = pool.takeWorker();
    pool.dropWorker(first);
    expect((first as unknown as FakeWorker).terminated).toBe(true);
    expect(pool.takeWorker()).not.toBe(first);
  });

  it("ends a waiting worker that fails (its script not loaded), and the next export starts a fresh one", () => {
    pool.prepareWorker();
    const broken = FakeWorker.started[0];
    broken.onerror?.({});
    expect(broken.terminated).toBe(true);
    const next = pool.takeWorker() as unknown as FakeWorker;
    expect(next).not.toBe(broken);
    expect(next.onerror).toBeNull();
  });

  it("prepares none while an export runs: its worker is the next one's", () => {
    const running = pool.takeWorker();
    pool.prepareWorker();
    expect(FakeWorker.started).toEqual([running]);
    pool.keepWorker(running);
    expect(pool.takeWorker()).toBe(running);
  });

  it("starts a worker ahead when reached for, once, and the export takes it", () => {
    pool.prepareWorker();
    pool.prepareWorker();
    expect(FakeWorker.started).toHaveLength(1);
    expect(pool.takeWorker()).toBe(FakeWorker.started[0]);
    expect(FakeWorker.started).toHaveLength(1);
  });
});
