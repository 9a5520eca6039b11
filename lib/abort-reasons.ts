// Why the server's memory grew with every page it rendered (docs/performance.md, "The soak's
// memory"): React ends each server render by aborting the render's cache signal with an Error it
// makes inside a setImmediate callback. V8 keeps a new Error's stack as the frames it captured
// until someone reads `error.stack`, and each frame holds its receiver: here the Immediate that
// ran the callback. Node leaves an Immediate that has run linked to the ones queued after it in
// the same turn, and those belong to other renders in flight, whose own errors hold their
// Immediates in turn. The signal keeps its reason, so one long-lived object made during any render
// (a pooled socket, a cached promise) held every render after it: about 100 KB each, with no end.
// Reading the stack when the reason is given turns the frames into a string and breaks the chain.

const INSTALLED = Symbol.for("panel.abortReasonStacks");

/** From now on, an Error given to AbortController#abort has its stack formatted at once. Idempotent. */
export function formatAbortReasonStacks(): void {
  const prototype = AbortController.prototype as AbortController & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  const abort = prototype.abort;
  Object.defineProperty(prototype, "abort", {
    ...Object.getOwnPropertyDescriptor(prototype, "abort"),
    value: function abortWithFormattedStack(this: AbortController, reason?: unknown) {
      if (reason instanceof Error) {
        try {
          void reason.stack;
        } catch {
          // A stack formatter that throws must not stop the abort.
        }
      }
      return abort.call(this, reason);
    },
  });
  Object.defineProperty(prototype, INSTALLED, { value: true, configurable: true });
}
