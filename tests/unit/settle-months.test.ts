// After a renew or retrieve on the update screen, the BFF's answer sets the client's new expiry
// (features/clients/hooks/settle-months.ts): the client is not read again to learn it, and the balance is left to
// useSubmit's one settle after a spend. An answer without an expiry (a spec-only backend) has the
// client read again.
import type { ScopedMutator } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import { settleMonths } from "@/features/clients/hooks/settle-months";
import type { ClientDetail } from "@/lib/schemas/client-detail";

type Call = { key: string; data: unknown; options: unknown };

/** A stand-in for SWR's mutate: records each call; with no data given, that key is read again. */
function recorder() {
  const calls: Call[] = [];
  const mutate = ((key: string, data?: unknown, options?: unknown) => {
    calls.push({ key, data, options });
    return Promise.resolve(undefined);
  }) as unknown as ScopedMutator;
  const reread = () => calls.filter((call) => call.data === undefined).map((call) => call.key);
  return { calls, mutate, reread };
}

const client = { name: "alice", expiry: "2026-03-01", status: true } as unknown as ClientDetail;

afterEach(() => vi.unstubAllGlobals());

describe("settleMonths", () => {
  it("puts the answer's expiry into the client's cache without reading the client again", async () => {
    const fetch = vi.fn(() => Promise.reject(new Error("no request expected")));
    vi.stubGlobal("fetch", fetch);
    const { calls, mutate, reread } = recorder();
    await settleMonths(mutate, "alice", { name: "alice", months: 2, expiry: "2026-05-01" });

    const update = calls.find((call) => call.key === "/api/clients/alice");
    expect(update?.options).toEqual({ revalidate: false });
    expect((update?.data as (current: ClientDetail) => ClientDetail)(client)).toEqual({ ...client, expiry: "2026-05-01" });
    // The transactions and the months a retrieve may give back are not in the answer: read again.
    expect(reread().sort()).toEqual(["/api/clients/alice/history", "/api/clients/alice/retrieve"]);
    expect(calls.map((call) => call.key)).not.toContain("/api/credits");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reads the client again when the answer has no expiry", async () => {
    const { mutate, reread } = recorder();
    await settleMonths(mutate, "alice", { name: "alice", months: 2 });
    expect(reread().sort()).toEqual(["/api/clients/alice", "/api/clients/alice/history", "/api/clients/alice/retrieve"]);
  });
});
