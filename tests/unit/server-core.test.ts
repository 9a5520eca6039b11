// The panel's own server (deploy/server-core.mjs) around a stand-in for Next's handler: every
// request gets an X-Request-Id and, unless a BFF handler logs it itself, an access line and its
// metrics; a path that does not decode and a page asked with a body-carrying method are answered
// before Next (whose proxy step waited for the whole body, and logged an uncaughtException when
// the client left without sending it); a METRICS_PORT that cannot be bound stops the start.
import { request as httpRequest, createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
// @ts-expect-error: the server is plain JavaScript outside Next's bundles, without type declarations
import * as untyped from "@/deploy/server-core.mjs";
import { metrics } from "@/lib/metrics";
import { panelOps } from "@/lib/ops-state";
import { markAccessLogged } from "@/lib/request-context";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
type LogMethod = (fields: Record<string, unknown>, msg?: string) => void;
const core = untyped as {
  servePanel(app: { getRequestHandler(): Handler; prepare(): Promise<void> }, at: { hostname: string; port: number }): Promise<Server>;
  log: { info: LogMethod; warn: LogMethod; debug: LogMethod };
};

const seen: string[] = [];
let handler: Handler = (req, res) => {
  seen.push(req.url ?? "");
  res.writeHead(200, { "content-type": "text/html" }).end("<p>page</p>");
};
const app = { getRequestHandler: () => (req: IncomingMessage, res: ServerResponse) => handler(req, res), prepare: async () => undefined };

let server: Server;
let base: string;
const lines: Record<string, unknown>[] = [];
beforeAll(async () => {
  metrics();
  panelOps().settings = { shutdownGraceMs: 1_000, metricsPort: null, metricsHost: "127.0.0.1", logLevel: "debug" };
  for (const level of ["info", "warn", "debug"] as const) vi.spyOn(core.log, level).mockImplementation((fields) => void lines.push(fields));
  server = await core.servePanel(app, { hostname: "127.0.0.1", port: 0 });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
  vi.restoreAllMocks();
  panelOps().servedByPanelServer = false;
});
afterEach(() => {
  lines.length = 0;
  seen.length = 0;
});

/** Lets the server's `close` listener run: the access line is written once the answer is out. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));
const requests = () => lines.filter((line) => typeof line === "object" && "status" in line);

describe("every request", () => {
  it("a page gets an X-Request-Id, an access line with it and its status, and metrics", async () => {
    const response = await fetch(`${base}/clients/maria?q=secret`);
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await settled();
    expect(requests()).toEqual([{ requestId: id, method: "GET", route: "page", path: "/clients/maria", status: 200, ms: expect.any(Number) }]);
    expect(await panelOps().registry!.metrics()).toMatch(/panel_http_requests_total\{route="page",method="GET",status="200"\} \d+/);
  });

  it("keeps a plain incoming X-Request-Id and hands it to Next, replaces anything else", async () => {
    let handed: string | undefined;
    handler = (req, res) => {
      handed = req.headers["x-request-id"] as string;
      res.writeHead(204).end();
    };
    const kept = await fetch(`${base}/dashboard`, { headers: { "x-request-id": "lb-123.abc" } });
    expect([kept.headers.get("x-request-id"), handed]).toEqual(["lb-123.abc", "lb-123.abc"]);
    const replaced = await fetch(`${base}/dashboard`, { headers: { "x-request-id": "bad id\twith spaces" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(handed).toBe(replaced.headers.get("x-request-id"));
  });

  it("leaves a request the BFF handler logs to it: one line per request", async () => {
    handler = (_req, res) => {
      markAccessLogged();
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    };
    await fetch(`${base}/api/credits`);
    await settled();
    expect(requests()).toEqual([]);
  });

  it("logs the balancer's probes at debug level", async () => {
    const debug = vi.mocked(core.log.debug);
    debug.mockClear();
    handler = (_req, res) => res.writeHead(200).end("{}");
    await fetch(`${base}/api/ready`);
    await settled();
    expect(debug).toHaveBeenCalledWith(expect.objectContaining({ route: "/api/ready", status: 200 }), "request");
  });
});

describe("answered before Next", () => {
  it.each([
    ["DELETE", "/api/clients/%zz", 400],
    ["GET", "/api/clients/ab%E0%A4%A", 400],
    ["GET", "/clients/%", 400],
    ["DELETE", "/clients/maria", 405],
    ["POST", "/login", 405],
  ])("%s %s is a %i that never reaches Next", async (method, path, status) => {
    const response = await fetch(`${base}${path}`, { method, body: method === "GET" ? undefined : '{"a":1}', headers: { "content-type": "application/json" } });
    expect(response.status).toBe(status);
    expect(seen).toEqual([]);
    if (status === 405) expect(response.headers.get("allow")).toBe("GET, HEAD");
    else expect(await response.json()).toEqual({ message: "Malformed path" });
    await settled();
    expect(requests()).toMatchObject([{ method, status }]);
  });

  it("answers a DELETE whose body never comes in full, and the client leaving raises nothing", async () => {
    const errors: unknown[] = [];
    const record = (error: unknown) => errors.push(error);
    process.on("uncaughtException", record);
    try {
      const head = await new Promise<string>((resolve, reject) => {
        const socket = connect((server.address() as AddressInfo).port, "127.0.0.1", () => {
          socket.write('DELETE /api/clients/%zz HTTP/1.1\r\nHost: panel\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":1}');
        });
        socket.once("data", (chunk) => {
          resolve(chunk.toString().split("\r\n")[0]);
          socket.destroy();
        });
        socket.once("error", reject);
      });
      expect(head).toBe("HTTP/1.1 400 Bad Request");
      await settled();
      expect(errors).toEqual([]);
    } finally {
      process.off("uncaughtException", record);
    }
  });

  it("passes an /api/ path's good escapes and every other method to Next", async () => {
    handler = (req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.writeHead(204).end();
    };
    await fetch(`${base}/api/clients/a%20b`, { method: "DELETE" });
    expect(seen).toEqual(["DELETE /api/clients/a%20b"]);
  });
});

describe("the start", () => {
  it("stops when METRICS_PORT cannot be bound, naming it, and leaves nothing listening", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const metricsPort = (taken.address() as AddressInfo).port;
    const free = createServer();
    await new Promise<void>((resolve) => free.listen(0, "127.0.0.1", resolve));
    const port = (free.address() as AddressInfo).port;
    await new Promise((resolve) => free.close(resolve));
    const before = panelOps().settings;
    panelOps().settings = { shutdownGraceMs: 1_000, metricsPort, metricsHost: "127.0.0.1", logLevel: "debug" };
    try {
      await expect(core.servePanel(app, { hostname: "127.0.0.1", port })).rejects.toThrow(
        `METRICS_PORT: cannot listen on 127.0.0.1:${metricsPort}: EADDRINUSE`,
      );
      // The panel's own port was let go again: a request there is refused, not served half-started.
      const refused = await new Promise<string>((resolve) => {
        httpRequest(`http://127.0.0.1:${port}/`, () => resolve("answered"))
          .on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"))
          .end();
      });
      expect(refused).toBe("ECONNREFUSED");
    } finally {
      panelOps().settings = before;
      taken.close();
    }
  });
});
