// The spec dialect's column of the operations table: the spec's §7 calls, the operator's mapping
// of the calls it does not show (./call-map.ts), and the operations the BFF builds from other
// calls ({ from }: the worklist from the client list, bulk renew from renew). Free of server-only
// code, like the table itself.
import { OPERATIONS, type BackendOffer, type Operation, type Paths } from "@/lib/operations";
import type { Call } from "@/lib/resources/call-table";
import type { Role } from "@/lib/roles";

/** The operator's mapping: operation → path per role, for calls the spec does not show. */
export type MappedCalls = Partial<Record<Operation, Paths>>;

const BUILT: Partial<Record<Operation, Operation>> = Object.fromEntries(
  Object.entries(OPERATIONS as Record<Operation, Call>).flatMap(([operation, call]) =>
    typeof call.spec === "object" && "from" in call.spec ? [[operation, call.spec.from as Operation]] : [],
  ),
);

/** A spec backend's paths, with the operator's mapping laid over the spec's own calls. */
export function specPaths(mapped: MappedCalls): BackendOffer {
  return {
    pathOf(role: Role, operation: Operation) {
      const spec = (OPERATIONS[operation] as Call).spec;
      if (typeof spec === "string" || "from" in spec) return undefined;
      return mapped[operation]?.[role] ?? spec[role];
    },
    builds: BUILT,
  };
}
