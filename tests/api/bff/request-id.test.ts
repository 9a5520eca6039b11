// Each BFF request has an id: the browser's X-Request-Id when it is a plain token, else a new
// one. Every upstream call the handler makes carries it, the answer returns it, and the access
// log and the upstream-call log lines name it (and never the token the GET's query carries).
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { ClientRequest } from "node:http";
import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as credits } from "@/features/credits/server/routes/credits";
import { log } from "@/lib/log";
import { captureLog, type CapturedLog } from "../../support/log-capture";
import { bffForFile } from "./support";

vi.mock("@/lib/session", async () => (await import("./support")).sessionMock);

const bff = bffForFile();
const sent: { path: string; requestId: unknown }[] = [];
const onRequest = (message: unknown) => {
  const { request } = message as { request: ClientRequest };
  if (request.getHeader("host") === new URL(bff.up.url).host) sent.push({ path: request.path.split("?")[0], requestId: request.getHeader("x-request-id") });
};
beforeAll(() => subscribe("http.client.request.start", onRequest));
afterAll(() => unsubscribe("http.client.request.start", onRequest));

let logged: CapturedLog;
const level = log.level;
function begin() {
  sent.length = 0;
  logged = captureLog();
  log.level = "info"; // the suite keeps to warnings; these tests read the info lines
}
afterEach(() => {
  log.level = level;
  logged?.restore();
});

const ask = (headers: Record<string, string> = {}) =>
  credits(new NextRequest("http://panel.test/api/credits?x=1", { headers }), { params: Promise.resolve({}) });

describe("X-Request-Id", () => {
  it("passes the browser's id to every upstream call and answers it", async () => {
    bff.signIn("reseller");
    begin();
    const response = await ask({ "x-request-id": "browser-id_1.2" });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBe("browser-id_1.2");
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((call) => call.requestId === "browser-id_1.2")).toBe(true);
  });

  it.each([["with a space"], ["x".repeat(101)], ["semi;colon"]])("replaces an id that is not a plain token: %j", async (incoming) => {
    bff.signIn("reseller");
    begin();
    const response = await ask({ "x-request-id": incoming });
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[A-Za-z0-9._-]{1,100}$/);
    expect(id).not.toBe(incoming);
    expect(sent.map((call) => call.requestId)).toEqual(sent.map(() => id));
  });

  it("makes one when the browser sends none, also on a refusal", async () => {
    bff.signIn(null);
    begin();
    const response = await ask();
    expect(response.status).toBe(401);
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent).toEqual([]);
  });
});

describe("the request's log lines", () => {
  it("one access line (path, operation, status, ms) and one line per upstream call, without the query or the token", async () => {
    bff.signIn("reseller");
    begin();
    await ask({ "x-request-id": "trace-me" });
    const access = logged.lines.filter((line) => line.msg === "request");
    expect(access).toEqual([
      expect.objectContaining({
        level: "info",
        requestId: "trace-me",
        method: "GET",
        path: "/api/credits",
        route: "credits",
        status: 200,
        ms: expect.any(Number),
      }),
    ]);
    const calls = logged.lines.filter((line) => line.msg === "upstream call");
    expect(calls.length).toBe(sent.length);
    for (const call of calls) {
      expect(call).toMatchObject({ requestId: "trace-me", method: "GET", status: 200, ms: expect.any(Number) });
      expect(call.path).not.toContain("?");
    }
    expect(logged.text.join("")).not.toContain(bff.up.tokens.reseller);
    expect(logged.lines.every((line) => typeof line.time === "string")).toBe(true);
  });
});

describe("metrics", () => {
  it("count each BFF request by its operation and each upstream call by the operation it serves, never by a path", async () => {
    const { metrics } = await import("@/lib/metrics");
    const registry = metrics().requests;
    const before = (await registry.get()).values.find((v) => v.labels.route === "credits" && v.labels.status === "200")?.value ?? 0;
    bff.signIn("dealer");
    await bff.get(credits, "/api/credits");
    const after = (await registry.get()).values.find((v) => v.labels.route === "credits" && v.labels.status === "200")?.value ?? 0;
    expect(after).toBe(before + 1);
    const upstream = (await metrics().upstreamCalls.get()).values;
    expect(upstream).toContainEqual(expect.objectContaining({ labels: { operation: "credits", outcome: "ok" } }));
    expect(upstream.every((v) => !String(v.labels.operation).includes("/"))).toBe(true);
  });
});
