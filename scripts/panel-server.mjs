#!/usr/bin/env node
// The panel's production server: Next.js's request handler behind Node's own HTTP server, so
// that every request carries the socket's address in a header the client cannot set (the
// sign-in throttle counts per address; lib/auth/client-address.ts). `next start` does the same
// otherwise, but keeps a client's X-Forwarded-For as the only address it passes on.
// Started by scripts/serve.mjs; PORT and PANEL_HOST as there.
import { createServer } from "node:http";
import next from "next";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.PANEL_HOST ?? "127.0.0.1";
const PEER_ADDRESS_HEADER = "x-panel-peer-address";

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  // Overwrites any copy the request brought along.
  req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
  handle(req, res);
});
server.listen(port, hostname, () => console.log(`panel listening on http://${hostname}:${port}`));

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 2_000).unref();
  });
}
