import "server-only";
import type { Adapter, Backend } from "../types";
import { callsOn } from "@/lib/upstream/send";
import { readCallMap } from "./call-map";
import { bulkRenew } from "./bulk-renew";
import { allClients, listClients } from "./client-list";
import { count } from "./counts";
import { listExpiring } from "./expiring";
import { ledgerPage, wholeLedger } from "./ledger";
import { specPaths } from "./paths";
import { forgetWholeLists } from "./whole-lists";

// A backend with the calls of the two specs' section 7 and nothing else (the business's own), plus
// the calls the spec does not show that the operator mapped (./call-map.ts). What the reference
// upstream does itself, the BFF does here: it pages, searches and counts whole lists
// (./client-list.ts, ./ledger.ts, remembered briefly in ./whole-lists.ts), computes the worklist
// (./expiring.ts), counts from lists (./counts.ts) and renews in bulk as single renews
// (./bulk-renew.ts). Any backend is one of these: it takes what no other adapter
// recognises.

function connect(): Backend {
  const paths = specPaths(readCallMap());
  // Any write by a session may change the lists it has remembered: they are read afresh.
  const calls = callsOn(paths, { afterWrite: forgetWholeLists });
  return {
    ...paths,
    name: "spec",
    keepsIdempotencyRecord: false,
    retrieveLimitedToPaid: false,
    calls,
    listClients: (caller, query) => listClients(calls, caller, query),
    allClients: (caller) => allClients(calls, caller),
    listExpiring: (caller, query) => listExpiring(calls, caller, query),
    ledgerPage: (caller, operation, segments, query, alsoTypes) => ledgerPage(calls, caller, operation, segments, query, alsoTypes),
    wholeLedger: (caller, operation, segments) => wholeLedger(calls, caller, operation, segments),
    count: (caller, operation) => count(paths, calls, caller, operation),
    bulkRenew: (caller, names, months, spend) => bulkRenew(calls, caller, names, months, spend),
  };
}

export const specAdapter: Adapter = { name: "spec", recognises: () => true, connect };
