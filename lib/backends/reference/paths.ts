// The reference upstream's column of the operations table: every operation the panel has, at the
// reference upstream's own path (upstream/README.md); nothing is built by the BFF. Free of
// server-only code: the bench and the browser tests read these paths too.
import { OPERATIONS, type BackendOffer, type Operation } from "@/lib/operations";
import type { Call } from "@/lib/resources/call-table";
import type { Role } from "@/lib/roles";

export const REFERENCE_PATHS: BackendOffer = {
  pathOf: (role: Role, operation: Operation) => (OPERATIONS[operation] as Call).reference[role],
  builds: {},
};
