// The upstream's transport under bad input: an oversized body is refused without leaving its
// kept-alive socket dirty for the next call, and control characters in a path are refused and
// never written raw to the log.
import { Agent, request as httpRequest } from "node:http";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { setUpstreamLogSinkForTests } from "@/upstream/src/log";
import { upstreamForFile } from "./support";

const api = upstreamForFile();

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One request through `agent`, so that two calls can share one kept-alive socket. */
function send(agent: Agent, method: string, path: string, body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, api.url);
    const req = httpRequest(
      url,
      { method, agent, headers: body === undefined ? {} : { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    // The body is written whatever the server does meanwhile, as a browser or the BFF would.
    req.end(body);
  });
}

describe("an oversized body", () => {
  it("is refused with 413 and leaves no dirty socket behind for the next call", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const huge = JSON.stringify({ token: api.tokens.dealer, login: "someone", o_mac: "A".repeat(1024 * 1024) });
      const refused = await send(agent, "POST", "/api/saveclient", huge);
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body)).toEqual({ message: "Request body too large" });
      expect(refused.headers.connection).toBe("close");
      // The next call on the same agent (a fresh socket, since that one was closed) is answered normally.
      for (let i = 0; i < 3; i++) {
        const next = await send(agent, "GET", `/api/credits?token=${api.tokens.dealer}`);
        expect(next.status).toBe(200);
        expect(JSON.parse(next.body)).toHaveProperty("credits");
      }
    } finally {
      agent.destroy();
    }
  });
});

describe("control characters in a path", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ["a NUL byte", "%00", "Control characters are not allowed"],
    ["an escape", "%1B%5B31m", "Control characters are not allowed"],
    ["a bidi override", "%E2%80%AE", "Bidirectional override characters are not allowed"],
  ])("refuses %s with 400 and logs nothing raw", async (_label, encoded, message) => {
    const logged: string[] = [];
    for (const method of ["error", "warn", "log"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
    }
    setUpstreamLogSinkForTests({ write: (line: string) => logged.push(line) });
    onTestFinished(() => setUpstreamLogSinkForTests(undefined));
    for (const path of [`/api/client/ab${encoded}cd`, `/api/history/x${encoded}`, `/api/transactions/x${encoded}`, `/api/no${encoded}such`]) {
      const answer = await api.get(path, api.tokens.dealer);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toEqual({ message });
    }
    expect(logged.join("\n")).not.toMatch(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/);
  });

  it("limits the save's o_mac like any MAC", async () => {
    const answer = await api.post("/api/saveclient", { login: "nobody", o_mac: "A".repeat(18) }, api.tokens.dealer);
    expect(answer).toMatchObject({ status: 400, body: { message: "o_mac: MAC address is too long" } });
  });

  it("refuses a NUL byte in a body field, without a 500", async () => {
    const answer = await api.post("/api/saveclient", { login: "x\u0000y" }, api.tokens.dealer);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/Control characters are not allowed/);
  });
});
