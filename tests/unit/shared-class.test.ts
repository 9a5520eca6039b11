// Next may load a server module once per route bundle: an error made by one copy of a class must
// still be recognised by another copy's `instanceof`, or the BFF answers a refusal as a crash.
import { describe, expect, it, vi } from "vitest";

async function twoCopies<T>(load: () => Promise<T>): Promise<[T, T]> {
  const first = await load();
  vi.resetModules();
  const second = await load();
  return [first, second];
}

describe("errors recognised across copies of their module", () => {
  it("an UpstreamError of another copy is an UpstreamError here, with its status", async () => {
    const [a, b] = await twoCopies(() => import("@/lib/upstream/errors"));
    expect(a.UpstreamError).not.toBe(b.UpstreamError);
    const refused = new b.UpstreamError("Details can only be added to an active ticket", 422, "response");
    expect(refused instanceof a.UpstreamError).toBe(true);
    expect(new Error("plain") instanceof a.UpstreamError).toBe(false);
  });

  it("the intents' refusals and the registry's outage are recognised, and not taken for each other", async () => {
    const [a, b] = await twoCopies(() => import("@/lib/intents/errors"));
    expect(new b.IntentConflict() instanceof a.IntentConflict).toBe(true);
    expect(new b.IntentStoreUnavailable() instanceof a.IntentStoreUnavailable).toBe(true);
    expect(new b.IntentConflict() instanceof a.IntentStoreUnavailable).toBe(false);
    const [r1, r2] = await twoCopies(() => import("@/lib/session-registry/record"));
    expect(new r2.SessionRegistryUnavailable(new Error("down")) instanceof r1.SessionRegistryUnavailable).toBe(true);
  });

  it("the BFF answers another copy's refusal with its status and message, not 500", async () => {
    const { handleError } = await import("@/lib/api/responses");
    vi.resetModules();
    const other = await import("@/lib/upstream/errors");
    const answer = handleError(new other.UpstreamError("X was reset less than 10 minutes ago.", 429, "response"));
    expect(answer.status).toBe(429);
    expect(await answer.json()).toEqual({ message: "X was reset less than 10 minutes ago." });
  });
});
