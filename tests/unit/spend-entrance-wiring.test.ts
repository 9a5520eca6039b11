// Every BFF handler is built by the one route wrapper (lib/api/route.ts), and every handler of an
// operation that spends or moves credits (lib/operations.ts, SPENDING_OPERATIONS) goes through the
// spend entrance, which takes the Idempotency-Key itself: a handler wired without it would send a
// repeated intent again. Read from the handlers themselves, so a new route is checked without a list.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { routeMarkOf, type RouteMark } from "@/lib/api/route-mark";
import { SPENDING_OPERATIONS, type Operation } from "@/lib/operations";

// Not built by the wrapper, on purpose: the probes answer a balancer or supervisor without a
// request of their own and log nothing per call; the bench routes measure the cost the wrapper adds;
// the API's OpenAPI document is the same public text for anyone, about no account.
const OUTSIDE = new Set([
  "app/api/health/route.ts",
  "app/api/ready/route.ts",
  "app/api/bench/constant/route.ts",
  "app/api/bench/passthrough/route.ts",
  "app/api/v1/openapi.json/route.ts",
]);
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const entry = path.join(dir, name);
    return statSync(entry).isDirectory() ? routeFiles(entry) : name === "route.ts" ? [entry] : [];
  });
}

/** The operations a handler may perform: its own, or each that a path's parameters can name. */
function operationsOf(mark: RouteMark): Operation[] {
  const { operation, params } = mark;
  if (operation === undefined || typeof operation === "string") return operation ? [operation] : [];
  const samples = ["superresellers", "resellers", "dealers"].map((kind) => params?.safeParse({ kind, name: "alice", mac: "00:1A:79:00:00:01", id: "1" }));
  return samples
    .flatMap((parsed) => (parsed?.success ? [(operation as (p: unknown) => Operation | undefined)(parsed.data)] : []))
    .filter((o) => o !== undefined);
}

const files = [...routeFiles("app/api"), "app/logout/route.ts"].sort();
const handlers = await Promise.all(
  files.map(async (file) => {
    const exports = (await import(`@/${file.replace(/\.ts$/, "")}`)) as Record<string, unknown>;
    return METHODS.filter((method) => method in exports).map((method) => ({ file, method, mark: routeMarkOf(exports[method]) }));
  }),
).then((all) => all.flat());

describe("the route handlers of app/api", () => {
  it("are found (the walk reads the tree)", () => {
    expect(handlers.length).toBeGreaterThan(40);
    expect(handlers.map((h) => `${h.method} ${h.file}`)).toContain("POST app/api/bulk-renew/route.ts");
  });

  it.each(handlers.filter((h) => !OUTSIDE.has(h.file)).map((h) => [`${h.method} ${h.file}`, h] as const))("%s is built by the route wrapper", (_, { mark }) => {
    expect(mark).toBeDefined();
  });

  const marked = handlers.filter((h) => h.mark !== undefined);
  it.each(marked.map((h) => [`${h.method} ${h.file}`, h] as const))(
    "%s spends through the entrance exactly when its operation spends",
    (_, { method, mark }) => {
      const operations = operationsOf(mark!);
      const spends = method !== "GET" && operations.some((operation) => SPENDING_OPERATIONS.has(operation));
      // A read never spends; a write of a spending operation always goes through the entrance.
      expect(mark!.spends !== undefined).toBe(spends);
      if (mark!.spends) expect(operations.every((operation) => SPENDING_OPERATIONS.has(operation))).toBe(true);
    },
  );

  it("the table's spending operations are each served by a handler through the entrance", () => {
    const served = new Set(marked.filter((h) => h.mark!.spends).flatMap((h) => operationsOf(h.mark!)));
    expect([...SPENDING_OPERATIONS].filter((operation) => !served.has(operation))).toEqual([]);
  });
});
