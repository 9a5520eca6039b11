// A local receiver for the webhooks' tests: an HTTP server on 127.0.0.1 that keeps every request
// it gets (headers and raw body) and answers as the test says: a status, a slow answer, an
// endless one.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type Received = { headers: http.IncomingHttpHeaders; body: string };
export type Answer = (request: Received, response: http.ServerResponse) => void;

export const ok: Answer = (_request, response) => void response.writeHead(204).end();

export async function startReceiver(answer: Answer = ok) {
  const received: Received[] = [];
  let current = answer;
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const got = { headers: request.headers, body: Buffer.concat(chunks).toString("utf8") };
      received.push(got);
      current(got, response);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    answer(next: Answer) {
      current = next;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
