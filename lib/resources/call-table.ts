// How a resource module declares its upstream calls, per dialect (docs/architecture.md,
// "Backends as adapters"). Free of zod and of server-only code: the operations table built
// from these is read by client components too.
import { ROLE_INFO, ROLES, type Role } from "@/lib/roles";

/** The upstream path of a call per role; a role missing here may not make the call. */
export type Paths = Partial<Record<Role, string>>;

/**
 * One operation of the panel:
 *  - `reference`: the reference upstream's paths (upstream/README.md), which are also the roles
 *    the panel gives the operation at all;
 *  - `spec`: on a spec-only backend, the paths of the spec's §7 (possibly none: a "not shown"
 *    call the operator may map, see upstream-calls.example.json), or `{ from }` when the BFF
 *    provides the operation itself from another one, or "reference-only" when it cannot exist there.
 */
export type Call = {
  reference: Paths;
  spec: Paths | { from: string } | "reference-only";
};

/** `<prefix>/<call>` for the given roles (all four by default). */
export function prefixed(call: string, roles: readonly Role[] = ROLES): Paths {
  return Object.fromEntries(roles.map((role) => [role, `${ROLE_INFO[role].prefix}/${call}`]));
}

/** A call whose paths are the same in both dialects (it is in the spec's §7 as the reference has it). */
export const same = (paths: Paths): Call => ({ reference: paths, spec: paths });

/** A call the spec does not show: the reference upstream's path; on a spec backend only what the operator maps. */
export const unshown = (paths: Paths): Call => ({ reference: paths, spec: {} });

export const ABOVE_DEALER = ["admin", "manager", "reseller"] as const;
export const ADMIN_AND_MANAGER = ["admin", "manager"] as const;
export const BELOW_ADMIN = ["manager", "reseller", "dealer"] as const;
