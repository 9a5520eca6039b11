// GET /health and GET /ready: no token, not slowed by the bench delay; /ready names what
// fails (the database, or a shutdown) without the driver's message. And a database that is away
// answers 503 "Service unavailable, try again later" on any call, not 500.
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createApp } from "@/upstream/src/app";
import type { Db } from "@/upstream/src/db/connect";
import { handleError } from "@/upstream/src/http/errors";
import { fetchOnce } from "./fetch";
import { upstreamForFile } from "./support";

const up = upstreamForFile();

async function probe(url: string): Promise<{ status: number; body: unknown }> {
  const res = await fetchOnce(url);
  return { status: res.status, body: await res.json() };
}

/** A database whose every query fails the way node-postgres does when the server is down. */
const refusingDb = {
  execute: () => Promise.reject(Object.assign(new Error("connect ECONNREFUSED 10.0.0.7:5432 user=secret"), { code: "ECONNREFUSED" })),
} as unknown as Db;

describe("GET /health and GET /ready", () => {
  it("answer 200 without a token", async () => {
    const health = await Promise.all([1, 2, 3].map(() => probe(`${up.url}/health`)));
    const ready = await Promise.all([1, 2, 3].map(() => probe(`${up.url}/ready`)));
    expect(health).toEqual(Array(3).fill({ status: 200, body: { status: "ok" } }));
    expect(ready).toEqual(Array(3).fill({ status: 200, body: { status: "ready" } }));
  });

  it("are not held by the bench delay (UPSTREAM_DELAY_MS)", async () => {
    // A delay of an hour: were either probe held by it, this test would run out of time and fail.
    const app = createApp({ db: up.db, now: () => new Date(), captchaRequired: false, delayMs: 60 * 60_000 });
    expect((await app.request("/health")).status).toBe(200);
    expect((await app.request("/ready")).status).toBe(200);
  });

  it("/ready answers 503 'shutting down' once shutdown began; /health still 200", async () => {
    const app = createApp({ db: up.db, now: () => new Date(), captchaRequired: false, lifecycle: { shuttingDown: true } });
    const ready = await app.request("/ready");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "unavailable", failing: "upstream", message: "shutting down" });
    expect((await app.request("/health")).status).toBe(200);
  });

  it("/ready answers 503 naming the database, without the driver's message, when it is unreachable", async () => {
    const app = createApp({ db: refusingDb, now: () => new Date(), captchaRequired: false });
    const ready = await app.request("/ready");
    expect(ready.status).toBe(503);
    const text = await ready.text();
    expect(JSON.parse(text)).toEqual({ status: "unavailable", failing: "database", message: "database unreachable (ECONNREFUSED)" });
    expect(text).not.toMatch(/secret|10\.0\.0\.7/);
    expect((await app.request("/health")).status).toBe(200);
  });
});

describe("a database that is away", () => {
  const failWith = (err: unknown) => {
    const app = new Hono();
    app.get("/x", () => Promise.reject(err));
    app.onError(handleError);
    return app.request("/x");
  };
  const driverError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
  // Drizzle wraps the driver's error.
  const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: select …"), { cause });

  it.each([
    ["ECONNREFUSED", driverError("ECONNREFUSED")],
    ["57P01 admin_shutdown", wrapped(driverError("57P01"))],
    ["57P03 cannot_connect_now", wrapped(driverError("57P03"))],
    ["08006 connection_failure", wrapped(driverError("08006"))],
    ["08001", driverError("08001")],
    ["08003", driverError("08003")],
    ["a dropped connection (no code)", wrapped(new Error("Connection terminated unexpectedly"))],
  ])("%s → 503 'Service unavailable, try again later'", async (_label, err) => {
    const res = await failWith(err);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: "Service unavailable, try again later" });
  });

  it("other failures stay 500", async () => {
    expect((await failWith(wrapped(driverError("42P01")))).status).toBe(500);
  });
});
