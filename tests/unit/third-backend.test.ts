// A third backend is one adapter folder and one entry in lib/backends/registry.ts: here a minimal
// fake adapter, registered ahead of the two the panel has, is chosen by what its backend answers
// at GET /capabilities, and the features (the client list, a plain read, the reminders' whole
// list, the offer a screen asks) go through it without knowing which backend it is.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { currentBackend, forgetBackend } from "@/lib/backends";
import type { Adapter, Backend } from "@/lib/backends/types";
import { defaultQuery } from "@/lib/list/query";
import { CLIENT_LIST } from "@/lib/lists";
import { everyClient } from "@/features/reminders/server/upstream";
import type { ClientRow } from "@/lib/schemas/client-list";
import { listClients } from "@/lib/upstream/clients";
import { getCredits } from "@/lib/upstream/dashboard";
import { isOffered } from "@/lib/upstream/offer";

// Built before the mocked registry is (vi.mock is hoisted above the file's other lines).
const { fakeAdapter, row, asked } = vi.hoisted(() => {
  const row = { name: "fake-client" } as ClientRow;
  const asked: string[] = [];

  const fakeBackend: Backend = {
    name: "fake",
    pathOf: (role, operation) => (operation === "credits" || operation === "clients.list" ? `/${role}/${operation}` : undefined),
    builds: {},
    keepsIdempotencyRecord: false,
    retrieveLimitedToPaid: false,
    calls: {
      get: async (schema, caller, operation) => {
        asked.push(`get ${operation} as ${caller.role}`);
        if (operation !== "credits") throw new Error(`${operation} is not offered`);
        // What its backend would answer, read by the feature's own schema.
        return schema.parse({ credits: 42 });
      },
      post: async (_schema, caller, operation) => {
        throw new Error(`${operation} is not offered`);
      },
    },
    listClients: async (caller, query) => {
      asked.push(`listClients page ${query.page} as ${caller.role}`);
      return { rows: [row], total: 1, totalPages: 1, counts: { all: 1 } };
    },
    allClients: async () => [row],
    listExpiring: async () => ({ rows: [], total: 0, totalPages: 0, counts: { week: 0, trials: 0 } }),
    ledgerPage: async () => ({ rows: [], total: 0, totalPages: 0, counts: { all: 0 } }),
    count: () => null,
    bulkRenew: async () => {
      throw new Error("bulk renew is not offered");
    },
  };

  const fakeAdapter: Adapter = {
    name: "fake",
    recognises: (answer) => (answer?.body as { dialect?: unknown } | null)?.dialect === "fake",
    connect: () => fakeBackend,
  };
  return { fakeAdapter, row, asked };
});

vi.mock("@/lib/backends/registry", async (importOriginal) => {
  const { ADAPTERS } = await importOriginal<typeof import("@/lib/backends/registry")>();
  return { ADAPTERS: [fakeAdapter, ...ADAPTERS] };
});

// The fake backend's test double: it answers the capabilities call as such a backend would.
let server: Server;
beforeAll(async () => {
  server = createServer((request, response) => {
    response.writeHead(request.url === "/capabilities" ? 200 : 404, { "content-type": "application/json" });
    response.end(request.url === "/capabilities" ? JSON.stringify({ dialect: "fake" }) : "{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  vi.stubEnv("UPSTREAM_URL", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.stubEnv("UPSTREAM_DIALECT", "auto");
  forgetBackend();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  forgetBackend();
  await new Promise((resolve) => server.close(resolve));
});

const caller = { token: "t", role: "dealer" as const };

describe("a third backend", () => {
  it("is chosen by its answer at GET /capabilities", async () => {
    expect((await currentBackend()).name).toBe("fake");
  });

  it("serves the features through its adapter", async () => {
    asked.length = 0;
    expect((await listClients(caller, defaultQuery(CLIENT_LIST))).rows).toEqual([row]);
    expect(await getCredits(caller)).toBe(42);
    expect(await everyClient(caller)).toEqual([row]);
    expect(asked).toEqual(["listClients page 1 as dealer", "get credits as dealer"]);
  });

  it("offers what its paths have, and nothing else", async () => {
    expect(await isOffered("dealer", "credits")).toBe(true);
    expect(await isOffered("dealer", "clients.renew")).toBe(false);
  });
});
