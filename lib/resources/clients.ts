// The client area's calls (clients spec §7): the dealer's list and delete have paths of their own.
import { ABOVE_DEALER, prefixed, same, type Call } from "./call-table";

export const CLIENT_CALLS = {
  "clients.list": same({ ...prefixed("clientlist", ABOVE_DEALER), dealer: "/api/clients" }),
  "clients.get": same(prefixed("client")),
  "clients.add": same(prefixed("client")),
  "clients.save": same(prefixed("saveclient")),
  "clients.reset": { reference: prefixed("resetclient"), spec: { dealer: "/api/resetclient" } },
  "clients.delete": same({ ...prefixed("deleteclient", ABOVE_DEALER), dealer: "/api/remove" }),
  // "Renew calls for the other roles: not shown."
  "clients.renew": { reference: prefixed("renew"), spec: { dealer: "/api/renew" } },
  "clients.retrieve": same(prefixed("retrieve")),
  "clients.history": same(prefixed("history")),
  "clients.packages": same(prefixed("packages")),
  "clients.subpackages": same(prefixed("subpackages")),
  // The expiry worklist and bulk renew (issue 14): the reference upstream's own calls; on a spec
  // backend the BFF computes the worklist from the client list and renews one client at a time.
  "clients.expiring": { reference: prefixed("expiring"), spec: { from: "clients.list" } },
  "clients.bulkRenew": { reference: prefixed("bulkrenew"), spec: { from: "clients.renew" } },
} as const satisfies Record<string, Call>;
