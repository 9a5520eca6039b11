// The spec backend's whole lists, remembered per session: bounded by rows as well as by lists,
// so that a few lists of 50,000 clients cannot hold the server's memory.
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_ROWS, wholeList } from "@/lib/backends/spec-only/whole-lists";

const caller = (token: string) => ({ token, role: "admin" as const });
const rowsOf = (n: number) => () => Promise.resolve(new Array<number>(n).fill(0));

describe("wholeList", () => {
  afterEach(() => vi.useRealTimers());

  it("reads a list once per session while it is remembered", async () => {
    const load = vi.fn(rowsOf(3));
    await wholeList(caller("once-a"), "clients.list", load);
    await wholeList(caller("once-a"), "clients.list", load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("remembers a list for a minute: a page asked 59 s after the read is cut from it, one at 60 s reads it again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const load = vi.fn(rowsOf(3));
    await wholeList(caller("minute-a"), "clients.list", load);
    vi.setSystemTime(Date.now() + 59_000);
    await wholeList(caller("minute-a"), "clients.list", load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 1_000);
    await wholeList(caller("minute-a"), "clients.list", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("drops the oldest lists once the kept rows pass MAX_ROWS, and keeps the newest", async () => {
    const older = vi.fn(rowsOf(MAX_ROWS * 0.6));
    const newer = vi.fn(rowsOf(MAX_ROWS * 0.6));
    await wholeList(caller("rows-a"), "clients.list", older);
    await wholeList(caller("rows-b"), "clients.list", newer);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await wholeList(caller("rows-b"), "clients.list", newer);
    await wholeList(caller("rows-a"), "clients.list", older);
    expect(newer).toHaveBeenCalledTimes(1);
    expect(older).toHaveBeenCalledTimes(2);
  });
});
