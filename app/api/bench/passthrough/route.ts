// GET /api/bench/passthrough – bench only (npm run bench, "BFF overhead"): the dealer's client
// list call handed straight to the upstream and its answer straight back, with no session, no
// validation and no re-serialising: the closest to a bare pass-through that Next allows, so the
// bench can tell the BFF's own cost from Next's. The caller brings the upstream token in the
// query (?token=&page=&per_page=), which is forwarded as it is.
// It speaks node:http itself rather than through lib/upstream, so that it stays the bare floor
// whatever the BFF's client does. 404 unless the server was started with BENCH_ROUTES=1.
import http from "node:http";
import type { NextRequest } from "next/server";
import { jsonError } from "@/lib/api/responses";
import { REFERENCE_PATHS } from "@/lib/backends/reference/paths";
import { operationPath } from "@/lib/operations";
import { settings } from "@/lib/settings";
import { IDLE_SOCKET_MS } from "@/lib/upstream/exchange";
import { upstreamBaseUrl } from "@/lib/upstream/url";

export const dynamic = "force-dynamic";

// The bench runs on the reference upstream, whose dealer list it measures.
const DEALER_CLIENT_LIST = operationPath(REFERENCE_PATHS, "dealer", "clients.list");
// Idle sockets close as the BFF's do (lib/upstream/exchange.ts): the bench leaves this route
// idle for about the upstream's keep-alive timeout between its rounds.
const agent = new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS });

export function GET(request: NextRequest) {
  if (!settings().benchRoutes) return jsonError(404, "Not found");
  const url = `${upstreamBaseUrl()}${DEALER_CLIENT_LIST}${request.nextUrl.search}`;
  return new Promise<Response>((resolve) => {
    http
      .get(url, { agent }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () =>
          resolve(
            new Response(Buffer.concat(chunks), {
              status: answer.statusCode,
              headers: { "content-type": answer.headers["content-type"] ?? "application/json", "cache-control": "no-store" },
            }),
          ),
        );
        answer.on("error", () => resolve(jsonError(502, "Upstream answer cut off")));
      })
      .on("error", () => resolve(jsonError(502, "Upstream unreachable")));
  });
}
