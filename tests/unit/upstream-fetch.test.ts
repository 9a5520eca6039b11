import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { upstreamFetch } from "@/lib/upstream/fetch";
import { SERVER_ERROR_MESSAGE, TOO_MANY_REQUESTS_MESSAGE, UpstreamError } from "@/lib/upstream/errors";
import { BATCH_BYTES } from "@/lib/upstream/rows-in-batches";
import { listOf, rowsLeftOut } from "@/lib/schemas/tolerant";
import { captureLog } from "../support/log-capture";

// A real HTTP server standing in for the upstream: it records what arrives and answers
// whatever the test asks for.
type Seen = { method: string; url: string; body: string; headers: IncomingMessage["headers"]; port: number };
type Reply = {
  status: number;
  body: string;
  delayMs?: number;
  headers?: Record<string, string>;
  /** Drop the connection without answering. */
  hangUp?: boolean;
  /** Send the headers and this much of the body, then drop the connection. */
  cutAfter?: number;
};
let seen: Seen[] = [];
let answer: (req: Seen) => Reply = () => ({ status: 200, body: "{}" });
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const record = { method: req.method ?? "", url: req.url ?? "", body, headers: req.headers, port: req.socket.remotePort ?? 0 };
      seen.push(record);
      const reply = answer(record);
      if (reply.hangUp) return req.socket.destroy();
      if (reply.cutAfter !== undefined) {
        res.writeHead(reply.status, { "content-type": "application/json", "content-length": String(reply.body.length) });
        return res.write(reply.body.slice(0, reply.cutAfter), () => req.socket.destroy());
      }
      setTimeout(() => res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers }).end(reply.body), reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.UPSTREAM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

const credits = z.object({ credits: z.number() });

describe("upstreamFetch", () => {
  it("sends the token as a query parameter on GET", async () => {
    answer = () => ({ status: 200, body: JSON.stringify({ credits: 7 }) });
    await expect(upstreamFetch(credits, { method: "GET", path: "/api/credits", token: "secret-token", query: { page: 2 } })).resolves.toEqual({ credits: 7 });
    const url = new URL(seen[0].url, "http://x");
    expect(url.pathname).toBe("/api/credits");
    expect(url.searchParams.get("token")).toBe("secret-token");
    expect(url.searchParams.get("page")).toBe("2");
  });

  it("sends the token in the JSON body on POST, never in the URL, with the idempotency key", async () => {
    answer = () => ({ status: 200, body: JSON.stringify({ credits: 1 }) });
    await upstreamFetch(credits, { method: "POST", path: "/api/renew", token: "secret-token", body: { name: "c1", months: 2 }, idempotencyKey: "key-1" });
    expect(seen[0].url).toBe("/api/renew");
    expect(JSON.parse(seen[0].body)).toEqual({ name: "c1", months: 2, token: "secret-token" });
    expect(seen[0].headers["content-type"]).toBe("application/json");
    expect(seen[0].headers["idempotency-key"]).toBe("key-1");
  });

  it("keeps unknown response fields out of the result but does not fail on them", async () => {
    answer = () => ({ status: 200, body: JSON.stringify({ credits: 3, extra: true }) });
    await expect(upstreamFetch(credits, { method: "GET", path: "/api/credits" })).resolves.toEqual({ credits: 3 });
  });

  it.each([
    [401, JSON.stringify({ message: "Invalid token" }), "Invalid token"],
    [403, JSON.stringify({ message: "Forbidden" }), "Forbidden"],
    [409, JSON.stringify({ message: "Client is still active" }), "Client is still active"],
    [429, "Please wait 10 minutes before resetting again", "Please wait 10 minutes before resetting again"],
    [500, "<html>oops</html>", SERVER_ERROR_MESSAGE],
    [500, JSON.stringify({ message: "Internal server error" }), SERVER_ERROR_MESSAGE],
    [503, JSON.stringify({ message: 'relation "clients" does not exist' }), SERVER_ERROR_MESSAGE],
    [502, JSON.stringify({ message: "password authentication failed for user panel" }), SERVER_ERROR_MESSAGE],
    // A 4xx with a page instead of a message is a refusal, named by its status, never a server error.
    [404, "<html>Not Found</html>", "The backend refused the request (HTTP 404)"],
    [419, "<!DOCTYPE html><title>Page Expired</title>", "The backend refused the request (HTTP 419)"],
    // A proxy's or a rate limiter's page is never shown as it is: only the upstream's
    // own message, or the reset's one plain line.
    [429, "<html><body><h1>429 Too Many Requests</h1></body></html>", TOO_MANY_REQUESTS_MESSAGE],
    [429, "Slow down\u0000\u001b[31m", TOO_MANY_REQUESTS_MESSAGE],
    [429, "x".repeat(5000), TOO_MANY_REQUESTS_MESSAGE],
    [429, "", TOO_MANY_REQUESTS_MESSAGE],
    [429, JSON.stringify({ error: "rate limited" }), "rate limited"],
    [429, JSON.stringify({ status: "slow down" }), TOO_MANY_REQUESTS_MESSAGE],
    [400, JSON.stringify({ message: "<script>alert(1)</script>".repeat(100) }), "The backend refused the request (HTTP 400)"],
    [400, JSON.stringify({ message: "Bad\u202Eeulav" }), "The backend refused the request (HTTP 400)"],
  ])("maps HTTP %s to an UpstreamError with message %j", async (status, body, message) => {
    answer = () => ({ status, body });
    const error = await upstreamFetch(credits, { method: "GET", path: "/api/credits" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status, kind: "response", message });
  });

  it("treats a response of the wrong shape as a server error", async () => {
    answer = () => ({ status: 200, body: JSON.stringify({ credits: "many" }) });
    await expect(upstreamFetch(credits, { method: "GET", path: "/api/credits" })).rejects.toMatchObject({
      message: SERVER_ERROR_MESSAGE,
      kind: "invalid-response",
    });
  });

  // A spec backend's whole list is read a batch of rows at a time (lib/upstream/rows-in-batches.ts):
  // the same rows as a whole reading, and a bad row anywhere left out and logged with its field.
  describe("a bare list larger than a batch", () => {
    const rowSchema = z.object({ name: z.string(), description: z.string().nullable().default("") });
    const list = listOf(rowSchema);
    const rows = Array.from({ length: 3_000 }, (_, i) => ({
      name: `client${i}`,
      description: i % 3 ? `Rossi},{ ${"ü".repeat(i % 50)}` : null,
      unknown: "x".repeat(40),
    }));

    it("gives the rows zod gives, unknown fields dropped", async () => {
      const body = JSON.stringify(rows);
      expect(Buffer.byteLength(body)).toBeGreaterThan(3 * BATCH_BYTES);
      answer = () => ({ status: 200, body });
      await expect(upstreamFetch(list, { method: "GET", path: "/admin/clientlist" })).resolves.toEqual(list.parse(rows));
    });

    it("leaves out one bad row near its end, and logs which field of which row, what was expected and what came", async () => {
      const logged = captureLog();
      try {
        answer = () => ({ status: 200, body: JSON.stringify(rows.map((row, i) => (i === 2_900 ? { ...row, name: { first: "x" } } : row))) });
        const read = await upstreamFetch(list, { method: "GET", path: "/admin/clientlist" });
        expect(read).toHaveLength(rows.length - 1);
        expect(read.some((row: { name: unknown }) => typeof row.name !== "string")).toBe(false);
        const left = logged.lines.find((line) => line.msg === "upstream: rows left out");
        expect(left).toMatchObject({ level: "warn", upstream: "GET /admin/clientlist", leftOut: 1, of: rows.length });
        expect(left?.fields).toEqual([{ path: "2900.name", expected: "string", sample: '{"first":"x"}' }]);
      } finally {
        logged.restore();
      }
    });

    it("reads on past one bad row in the middle without reading the whole answer again", async () => {
      const logged = captureLog();
      const body = JSON.stringify(rows.map((row, i) => (i === 1_500 ? { ...row, description: 7 } : row)));
      const parse = vi.spyOn(JSON, "parse");
      const wholeCheck = vi.spyOn(list, "safeParse");
      try {
        answer = () => ({ status: 200, body });
        const read = await upstreamFetch(list, { method: "GET", path: "/admin/clientlist" });
        expect(read).toEqual(list.parse(rows.filter((_, i) => i !== 1_500)));
        expect(rowsLeftOut(read)).toMatchObject([{ index: 1_500, row: { name: "client1500", description: 7 } }]);
        const left = logged.lines.find((line) => line.msg === "upstream: rows left out");
        expect(left).toMatchObject({ level: "warn", upstream: "GET /admin/clientlist", leftOut: 1, of: rows.length });
        expect(left?.fields).toEqual([{ path: "1500.description", expected: "string", sample: "7" }]);
        // The slow path parses the whole answer at once and checks it with the list's schema: neither happened.
        expect(parse.mock.calls.some(([text]) => text === body)).toBe(false);
        expect(wholeCheck).not.toHaveBeenCalled();
      } finally {
        parse.mockRestore();
        wholeCheck.mockRestore();
        logged.restore();
      }
    });

    it("refuses it when it is not JSON past its first batches", async () => {
      answer = () => ({ status: 200, body: `${JSON.stringify(rows).slice(0, -1)},]` });
      await expect(upstreamFetch(list, { method: "GET", path: "/admin/clientlist" })).rejects.toMatchObject({
        message: SERVER_ERROR_MESSAGE,
        kind: "invalid-response",
      });
    });
  });

  it.each([
    ["GET", 302],
    ["POST", 307],
    ["POST", 303],
  ] as const)("never follows a redirect (%s, HTTP %s): the token stays here and the call is a server error", async (method, status) => {
    answer = (req) =>
      req.url.startsWith("/elsewhere")
        ? { status: 200, body: JSON.stringify({ credits: 9 }) }
        : { status, body: "", headers: { location: "/elsewhere/api/credits" } };
    const call = upstreamFetch(credits, { method, path: "/api/credits", token: "secret-token" });
    await expect(call).rejects.toMatchObject({ message: SERVER_ERROR_MESSAGE, kind: "invalid-response", status: 502 });
    expect(seen.map((s) => s.url.split("?")[0])).toEqual(["/api/credits"]);
  });

  it("refuses an answer over the size cap, declared or streamed", async () => {
    process.env.UPSTREAM_MAX_RESPONSE_BYTES = "1000";
    try {
      answer = () => ({ status: 200, body: JSON.stringify({ credits: 1, pad: "x".repeat(2000) }) });
      await expect(upstreamFetch(credits, { method: "GET", path: "/api/credits" })).rejects.toMatchObject({ message: SERVER_ERROR_MESSAGE, status: 502 });
      // Chunked, without a Content-Length: counted while read.
      answer = () => ({ status: 200, body: JSON.stringify({ credits: 1, pad: "x".repeat(2000) }), headers: { "transfer-encoding": "chunked" } });
      await expect(upstreamFetch(credits, { method: "GET", path: "/api/credits" })).rejects.toMatchObject({ message: SERVER_ERROR_MESSAGE, status: 502 });
      answer = () => ({ status: 200, body: JSON.stringify({ credits: 1 }) });
      await expect(upstreamFetch(credits, { method: "GET", path: "/api/credits" })).resolves.toEqual({ credits: 1 });
    } finally {
      delete process.env.UPSTREAM_MAX_RESPONSE_BYTES;
    }
  });

  it("gives up after its timeout with the server error message", async () => {
    answer = () => ({ status: 200, body: JSON.stringify({ credits: 1 }), delayMs: 500 });
    await expect(upstreamFetch(credits, { method: "GET", path: "/api/credits", timeoutMs: 50 })).rejects.toMatchObject({
      message: SERVER_ERROR_MESSAGE,
      kind: "timeout",
      status: 504,
    });
  });

  it("reports an unreachable upstream as 'Server error, try again later'", async () => {
    const saved = process.env.UPSTREAM_URL;
    process.env.UPSTREAM_URL = "http://127.0.0.1:9"; // the discard port: nothing listens
    await expect(upstreamFetch(credits, { method: "GET", path: "/api/credits" })).rejects.toMatchObject({
      message: SERVER_ERROR_MESSAGE,
      kind: "unreachable",
    });
    process.env.UPSTREAM_URL = saved;
  });

  it("treats an answer that is not JSON as a server error", async () => {
    answer = () => ({ status: 200, body: "<html>maintenance</html>" });
    await expect(upstreamFetch(credits, { method: "GET", path: "/api/credits" })).rejects.toMatchObject({
      message: SERVER_ERROR_MESSAGE,
      kind: "invalid-response",
      status: 502,
    });
  });

  it("treats an answer cut off midway as a server error", async () => {
    answer = () => ({ status: 200, body: JSON.stringify({ credits: 1, pad: "x".repeat(5000) }), cutAfter: 100 });
    await expect(upstreamFetch(credits, { method: "GET", path: "/api/credits" })).rejects.toMatchObject({
      message: SERVER_ERROR_MESSAGE,
      kind: "invalid-response",
      status: 502,
    });
  });

  it("times out on an answer whose headers came but whose body did not, and reports only that", async () => {
    const logged = captureLog();
    // A server of its own, that sends the headers and one byte and then holds the connection open.
    const stalled = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": "100" });
      res.write("{");
    });
    await new Promise<void>((resolve) => stalled.listen(0, "127.0.0.1", resolve));
    const saved = process.env.UPSTREAM_URL;
    process.env.UPSTREAM_URL = `http://127.0.0.1:${(stalled.address() as AddressInfo).port}`;
    try {
      await expect(upstreamFetch(credits, { method: "GET", path: "/api/credits", timeoutMs: 100 })).rejects.toMatchObject({
        message: SERVER_ERROR_MESSAGE,
        kind: "timeout",
        status: 504,
      });
      // The connection dropped after the timeout is not an answer cut off as well.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(logged.lines).toEqual([
        expect.objectContaining({ level: "error", msg: "upstream call failed", method: "GET", path: "/api/credits", error: "timeout" }),
      ]);
    } finally {
      logged.restore();
      process.env.UPSTREAM_URL = saved;
      stalled.closeAllConnections();
      await new Promise<void>((resolve) => stalled.close(() => resolve()));
    }
  });

  it("keeps the connection alive between calls", async () => {
    answer = () => ({ status: 200, body: JSON.stringify({ credits: 1 }) });
    await upstreamFetch(credits, { method: "GET", path: "/api/credits" });
    await upstreamFetch(credits, { method: "GET", path: "/api/credits" });
    expect(seen[1].port).toBe(seen[0].port);
  });

  it("sends a read again, once, when a kept-alive connection was closed under it; never a write", async () => {
    let hungUp = 0;
    answer = (req) =>
      req.url.startsWith("/flaky") && hungUp++ === 0 ? { status: 200, body: "", hangUp: true } : { status: 200, body: JSON.stringify({ credits: 4 }) };
    await upstreamFetch(credits, { method: "GET", path: "/warm" });
    await expect(upstreamFetch(credits, { method: "GET", path: "/flaky" })).resolves.toEqual({ credits: 4 });
    expect(seen.filter((s) => s.url.startsWith("/flaky"))).toHaveLength(2);

    seen = [];
    hungUp = 0;
    await upstreamFetch(credits, { method: "GET", path: "/warm" });
    const write = upstreamFetch(credits, { method: "POST", path: "/flaky", body: { credits: 1 } });
    // The whole write went out before the hang-up: the upstream may have carried it out.
    await expect(write).rejects.toMatchObject({ message: SERVER_ERROR_MESSAGE, kind: "dropped", status: 502 });
    expect(seen.filter((s) => s.url.startsWith("/flaky"))).toHaveLength(1);
  });

  it("never logs the token, whatever goes wrong", async () => {
    const logged = captureLog();
    process.env.UPSTREAM_MAX_RESPONSE_BYTES = "1000";
    try {
      const failures: Reply[] = [
        { status: 200, body: JSON.stringify({ credits: "many" }) },
        { status: 200, body: "not json" },
        { status: 302, body: "", headers: { location: "/elsewhere" } },
        { status: 200, body: JSON.stringify({ credits: 1, pad: "x".repeat(2000) }) },
        { status: 500, body: "secret-token" },
      ];
      for (const failure of failures) {
        answer = () => failure;
        await expect(upstreamFetch(credits, { method: "GET", path: "/api/credits", token: "secret-token" })).rejects.toBeInstanceOf(UpstreamError);
        await expect(upstreamFetch(credits, { method: "POST", path: "/api/renew", token: "secret-token", body: {} })).rejects.toBeInstanceOf(UpstreamError);
      }
      expect(logged.lines.length).toBeGreaterThan(0);
      expect(logged.text.join("")).not.toContain("secret-token");
    } finally {
      delete process.env.UPSTREAM_MAX_RESPONSE_BYTES;
      logged.restore();
    }
  });
});
