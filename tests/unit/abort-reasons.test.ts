import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, describe, expect, it } from "vitest";
import { formatAbortReasonStacks } from "@/lib/abort-reasons";

// lib/abort-reasons.ts: an Error given to AbortController#abort no longer keeps the receivers of
// its stack's frames alive (React's end of a render made that the Immediate that ran it, which
// chained every render after it in memory). Checked the way the leak showed: what is collected.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const installed = Symbol.for("panel.abortReasonStacks");
const original = Object.getOwnPropertyDescriptor(AbortController.prototype, "abort")!;
afterAll(() => {
  // This file shares its worker with others: the global goes back as it was.
  Object.defineProperty(AbortController.prototype, "abort", original);
  delete (AbortController.prototype as unknown as Record<symbol, unknown>)[installed];
});

/** A method of `holder` aborts a signal with an Error, so `holder` is the receiver of one of the error's frames. */
function abortedFromAMethod() {
  const holder = {
    payload: new Array(1_000).fill("render state"),
    end() {
      const controller = new AbortController();
      controller.abort(new Error("This render completed successfully."));
      return controller.signal;
    },
  };
  return { holder: new WeakRef(holder), signal: holder.end() };
}

/** After the current job (a WeakRef holds its target until then) and a full collection. */
async function collected(ref: WeakRef<object>): Promise<boolean> {
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  return ref.deref() === undefined;
}

describe("an Error given as an abort reason", () => {
  it("keeps its frames' receivers alive while its stack is unread (what the fix is for)", async () => {
    const { holder, signal } = abortedFromAMethod();
    expect(await collected(holder)).toBe(false);
    expect(signal.aborted).toBe(true);
  });

  it("lets them go once formatAbortReasonStacks is installed, and the abort is otherwise the same", async () => {
    formatAbortReasonStacks();
    const installedAbort = AbortController.prototype.abort;
    formatAbortReasonStacks();
    expect(AbortController.prototype.abort, "a second call wraps it again").toBe(installedAbort);
    expect(installedAbort).not.toBe(original.value);
    const { holder, signal } = abortedFromAMethod();
    expect(await collected(holder)).toBe(true);
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBeInstanceOf(Error);
    expect((signal.reason as Error).stack).toMatch(/^Error: This render completed successfully\.\n\s+at /);
  });

  it("still fires the abort event once, keeps the first reason, and gives the default reason when none is given", () => {
    formatAbortReasonStacks();
    const controller = new AbortController();
    let events = 0;
    controller.signal.addEventListener("abort", () => events++);
    const first = new Error("first");
    controller.abort(first);
    controller.abort(new Error("second"));
    expect(events).toBe(1);
    expect(controller.signal.reason).toBe(first);

    const plain = new AbortController();
    plain.abort();
    expect(plain.signal.reason).toBeInstanceOf(DOMException);
    expect((plain.signal.reason as DOMException).name).toBe("AbortError");
  });
});
