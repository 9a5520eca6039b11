import { settings } from "@/lib/settings";

// The address a sign-in comes from, for the throttle. X-Forwarded-For is trusted only as far as
// TRUSTED_PROXY_HOPS says: the number of proxies of our own in front of the panel (default 0:
// none, so the header is ignored and a caller cannot pick the address it is counted under).

/** Set by scripts/panel-server.mjs from the socket for every request (any incoming copy is overwritten). */
export const PEER_ADDRESS_HEADER = "x-panel-peer-address";

export function trustedProxyHops(): number {
  return settings().trustedProxyHops;
}

/**
 * The client's address: the peer itself with no trusted proxy; behind N proxies, the entry the
 * outermost of them appended to X-Forwarded-For (each proxy appends the address it saw). Entries
 * further left were written by the caller and are never used.
 */
export function clientAddress(headers: Headers, hops = trustedProxyHops()): string {
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const peer = headers.get(PEER_ADDRESS_HEADER)?.trim();
  if (peer) {
    const chain = [...forwarded, peer];
    return chain[Math.max(0, chain.length - 1 - hops)];
  }
  // Without the panel's server (a bare `next start`), Next.js writes the socket's address into
  // X-Forwarded-For only when the request has none, so with no proxy a forged header cannot be
  // told apart: serve through scripts/serve.mjs (`npm start`).
  return forwarded[Math.max(0, forwarded.length - Math.max(hops, 1))] ?? "unknown";
}
