// The /api/v1 handlers served over real HTTP in the test's process, so the tests drive the API
// with plain fetch as a shop's backend would: the routes are found from app/api/v1's folders
// (as Next finds them), each request becomes a NextRequest with the socket's address as the
// panel's server passes it, and the handler's answer is written back as is.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, beforeAll } from "vitest";
import { PEER_ADDRESS_HEADER } from "@/lib/auth/client-address";

const ROOT = path.resolve("app/api/v1");
const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH"] as const;

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
export type V1Route = { path: string; pattern: RegExp; names: string[]; methods: Partial<Record<(typeof METHODS)[number], Handler>> };

/** Every route.ts under app/api/v1, as its URL path (`/api/v1/clients/{name}`), its pattern and its handlers. */
export async function v1Routes(): Promise<V1Route[]> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else if (entry.name === "route.ts") files.push(path.join(dir, entry.name));
    }
  };
  walk(ROOT);
  return Promise.all(
    files.map(async (file) => {
      const segments = path.relative(ROOT, path.dirname(file)).split(path.sep).filter(Boolean);
      const names = segments.filter((s) => s.startsWith("[")).map((s) => s.slice(1, -1));
      const pattern = new RegExp(`^/api/v1${segments.map((s) => (s.startsWith("[") ? "/([^/]+)" : `/${s}`)).join("")}$`);
      const mod = (await import(/* @vite-ignore */ file)) as Record<string, Handler>;
      const methods = Object.fromEntries(METHODS.filter((m) => typeof mod[m] === "function").map((m) => [m, mod[m]]));
      const apiPath = `/api/v1${segments.map((s) => (s.startsWith("[") ? `/{${s.slice(1, -1)}}` : `/${s}`)).join("")}`;
      return { path: apiPath, pattern, names, methods };
    }),
  );
}

async function bodyOf(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

/** Starts the server before the file's tests; `url()` is its base. */
export function v1ServerForFile(): { url: () => string } {
  let server: Server;
  let base = "";
  beforeAll(async () => {
    const routes = await v1Routes();
    server = createServer(async (req, res) => {
      const url = new URL(req.url ?? "/", base);
      const route = routes.find((r) => r.pattern.test(url.pathname));
      const handler = route?.methods[req.method as (typeof METHODS)[number]];
      if (!route || !handler) {
        res.writeHead(route ? 405 : 404).end();
        return;
      }
      const values = route.pattern.exec(url.pathname)!.slice(1).map(decodeURIComponent);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
      headers.set(PEER_ADDRESS_HEADER, req.socket.remoteAddress ?? "");
      const body = await bodyOf(req);
      const request = new NextRequest(url, { method: req.method, headers, body: body ? new Uint8Array(body) : undefined });
      const response = await handler(request, { params: Promise.resolve(Object.fromEntries(route.names.map((n, i) => [n, values[i]]))) });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });
  return { url: () => base };
}
