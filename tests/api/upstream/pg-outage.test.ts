// PostgreSQL restarted under load: the upstream stays up (a connection 'error' event nobody
// listened to used to crash it), answers 503 "Service unavailable, try again later" quickly
// while the server is away, /ready says the database is the failing part, and once PostgreSQL
// is back the same upstream serves again without a restart.
//
// PostgreSQL only (describe.runIf, on the same switch as the rest of the suite): the test stops
// and starts a server, a private one of its own (private-postgres.ts), never the shared one.
import { describe, expect, it } from "vitest";
import { startUpstream, type RunningUpstream } from "@/upstream/src/server";
import { startPrivatePostgres, type PrivatePostgres } from "./private-postgres";

const onPostgres = Boolean(process.env.UPSTREAM_TEST_DATABASE_URL);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** phase: when the request was sent; ended: when its answer came. */
type Sample = { phase: string; ended: string; status: number; ms: number; message?: string };

describe.runIf(onPostgres)("a PostgreSQL restart under load (PostgreSQL)", () => {
  it("answers 503 while it is away and recovers by itself", { timeout: 120_000 }, async () => {
    let server: PrivatePostgres | undefined;
    let upstream: RunningUpstream | undefined;
    let running = true;
    let load: Promise<unknown> = Promise.resolve();
    try {
      server = await startPrivatePostgres();
      upstream = await startUpstream({ port: 0, databaseUrl: server.url, seed: true, poolSize: 4 });
      const base = upstream.url;
      const signIn = await fetch(`${base}/authenticate`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ login_username: "dealer", login_password: "dealer1234", g_recaptcha_response: "" }),
      });
      const { token } = (await signIn.json()) as { token: string };

      let phase = "before";
      const samples: Sample[] = [];
      // Two reads for every write (a ticket: a transaction, but no credits to run out of).
      const request = (i: number) =>
        i % 3 === 0
          ? fetch(`${base}/api/addticket`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ token, issue_type: 1, tested: 1, description: `outage load ${i}` }),
              signal: AbortSignal.timeout(5000),
            })
          : fetch(`${base}/api/clients?token=${token}`, { signal: AbortSignal.timeout(5000) });
      const call = async (i: number) => {
        // A request belongs to the phase it was sent in; status 0 = no answer within 5 s.
        const [sentIn, started] = [phase, performance.now()];
        const res = await request(i).catch(() => undefined);
        if (!res) return void samples.push({ phase: sentIn, ended: phase, status: 0, ms: performance.now() - started });
        const body = (await res.json()) as { message?: string };
        samples.push({ phase: sentIn, ended: phase, status: res.status, ms: performance.now() - started, message: body.message });
      };
      // Eight callers, each one request after the other, more than the pool's four connections.
      load = Promise.all(
        Array.from({ length: 8 }, async (_, worker) => {
          for (let i = worker; running; i += 8) {
            await call(i);
            await sleep(10);
          }
        }),
      );

      await sleep(500);
      phase = "stopping";
      await server.stop();
      phase = "down";
      await sleep(1000);
      const readyWhileDown = await fetch(`${base}/ready`, { signal: AbortSignal.timeout(5000) });
      const readyBody = (await readyWhileDown.json()) as { failing?: string };
      const healthWhileDown = await fetch(`${base}/health`, { signal: AbortSignal.timeout(5000) });
      phase = "starting";
      await server.start();
      phase = "recovering";
      // The pool replaces its broken connections on demand: /ready turns 200 by itself.
      // Within 30 s at the most, so a pool that never recovers fails here by name, not by the test's timeout.
      let ready = 0;
      for (const until = Date.now() + 30_000; ready !== 200 && Date.now() < until;) {
        ready = (await fetch(`${base}/ready`, { signal: AbortSignal.timeout(5000) }).catch(() => undefined))?.status ?? 0;
        if (ready !== 200) await sleep(100);
      }
      phase = "after";
      await sleep(500);
      running = false;
      await load;

      const of = (p: string) => samples.filter((s) => s.phase === p);
      const unexpected = samples.filter((s) => s.status !== 200 && s.status !== 503);
      expect(unexpected, JSON.stringify(unexpected.slice(0, 5))).toEqual([]);
      const before = samples.filter((s) => s.ended === "before");
      expect(before.length).toBeGreaterThan(0);
      expect(before.every((s) => s.status === 200)).toBe(true);
      const down = of("down");
      expect(down.length).toBeGreaterThan(0);
      expect(down.every((s) => s.status === 503 && s.message === "Service unavailable, try again later")).toBe(true);
      // Failing fast: no request waits for the server to come back.
      expect(Math.max(...down.map((s) => s.ms))).toBeLessThan(1000);
      expect(readyWhileDown.status).toBe(503);
      expect(readyBody.failing).toBe("database");
      expect(healthWhileDown.status).toBe(200);
      expect(ready).toBe(200);
      expect(of("after").length).toBeGreaterThan(0);
      expect(of("after").every((s) => s.status === 200)).toBe(true);
    } finally {
      running = false;
      await load;
      await upstream?.close();
      await server?.remove();
    }
  });
});
