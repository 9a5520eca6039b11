import "server-only";
import { lookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";

// Where a delivery may go: an https:// address whose every resolved address is public. Checked
// at every delivery, after DNS resolution, and the connection is then made to the checked address
// (lib send.ts hands it to the socket), so a name that resolves to a public address for the check
// and to 127.0.0.1 a moment later (DNS rebinding) cannot reach the panel's own network. Loopback,
// private (10/8, 172.16/12, 192.168/16, fc00::/7), link-local (169.254/16, where cloud metadata
// lives, fe80::/10), carrier-grade NAT, multicast, reserved and the v6 forms that embed a v4
// address are all refused: only ipaddr.js's "unicast" range passes. WEBHOOKS_ALLOW_PRIVATE=1
// (tests, a private lab) lifts both rules.

export class AddressRefused extends Error {
  override name = "AddressRefused";
}

export type Target = { url: URL; address: string; family: 4 | 6 };
export type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolve: Resolve = (host) => lookup(host, { all: true, verbatim: true });

/** The address to connect to for `raw`, or AddressRefused saying why not. */
export async function checkedTarget(raw: string, allowPrivate: boolean, resolve: Resolve = systemResolve): Promise<Target> {
  if (!URL.canParse(raw)) throw new AddressRefused("not a URL");
  const url = new URL(raw);
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) throw new AddressRefused("only https:// addresses are allowed");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let found: { address: string; family: number }[];
  if (ipaddr.isValid(host)) found = [{ address: host, family: ipaddr.parse(host).kind() === "ipv6" ? 6 : 4 }];
  else {
    try {
      found = await resolve(host);
    } catch (error) {
      throw new AddressRefused(`the name ${host} does not resolve (${(error as NodeJS.ErrnoException).code ?? "DNS error"})`);
    }
  }
  if (found.length === 0) throw new AddressRefused(`the name ${host} does not resolve`);
  if (!allowPrivate) {
    for (const { address } of found) {
      const range = ipaddr.process(address).range();
      if (range !== "unicast") throw new AddressRefused(`${host} points at a ${range} address (${address}), which webhooks may not reach`);
    }
  }
  const [first] = found;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
