// The dealer's All Users on a spec backend, which the spec gives the dealer no call for: counted
// from the first and last of its pages of ten, not from all of them, so that its dashboard's
// figures do not wait for its whole list (lib/backends/spec-only/client-list.ts, clientCount).
import { describe, expect, it, vi } from "vitest";
import { loadDashboard } from "@/features/dashboard/server/load-dashboard";
import { currentBackend } from "@/lib/backends";
import { allClients, clientCount } from "@/lib/backends/spec-only/client-list";
import { client } from "@/tests/spec-upstream/test-client";
import { specBffForFile } from "./support";

vi.mock("@/lib/session", async () => (await import("./support")).sessionMock);
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));

// 500 clients in all: the extra ones are the demo dealer's, so its list is some fifty pages.
const bff = specBffForFile({ clients: 500 });

const dealerSession = () => ({
  sid: "test-dealer",
  accountId: "test-dealer",
  role: "dealer" as const,
  name: "dealer",
  token: bff.tokens.dealer,
  expiresAt: Date.now() + 3_600_000,
});
const theDealersClients = () => Object.values(bff.up().state().clients).filter((c) => c.dealer === "dealer").length;
const pageCalls = () => bff.up().state().calls["/api/clients"] ?? 0;

describe("the dealer's client count", () => {
  it("is read from its first and last pages, and agrees with the backend's own clients", async () => {
    const clients = theDealersClients();
    expect(clients).toBeGreaterThan(400);
    const before = pageCalls();
    expect(await clientCount((await currentBackend()).calls, dealerSession())).toBe(clients);
    expect(pageCalls() - before).toBe(2);
  });

  it("is the whole list's length, asking nothing, once the list is read", async () => {
    const session = dealerSession();
    const rows = await allClients((await currentBackend()).calls, session);
    const before = pageCalls();
    expect(await clientCount((await currentBackend()).calls, session)).toBe(rows.length);
    expect(pageCalls()).toBe(before);
  });

  it("is the dealer dashboard's All Users, and the worklist card still reads the whole list", async () => {
    // A session of its own, for which no list is remembered.
    const session = { ...dealerSession(), token: await client(bff.up().url).login("dealer") };
    const before = pageCalls();
    const dashboard = await loadDashboard(session);
    expect(dashboard.figures.find((f) => f.label === "All Users")?.value).toBe(theDealersClients());
    expect((await dashboard.expiring).counts).toEqual({ week: expect.any(Number), trials: expect.any(Number) });
    // Every page once for the card, and two for the count.
    expect(pageCalls() - before).toBe(Math.ceil(theDealersClients() / 10) + 2);
  });
});
