import "server-only";
import { can, operationPath, type BackendOffer, type Operation } from "@/lib/operations";
import type { Role } from "@/lib/roles";

/** A role asked for an operation the operations table does not give it; the BFF answers 403. */
export class OperationNotAllowed extends Error {
  constructor(
    readonly role: Role,
    readonly operation: Operation,
  ) {
    super(`${operation} is not allowed for ${role}`);
    this.name = "OperationNotAllowed";
  }
}

/** The role may, but this backend has no call for it (a spec backend, nothing mapped); the BFF answers 501. */
export class OperationNotOffered extends Error {
  constructor(
    readonly role: Role,
    readonly operation: Operation,
  ) {
    super(`${operation} is not offered by this backend for ${role}`);
    this.name = "OperationNotOffered";
  }
}

/** The upstream path of an operation for a role on this backend, e.g. ("manager", "credits") → "/superreseller/credits". */
export function upstreamPath(backend: BackendOffer, role: Role, operation: Operation, ...segments: string[]): string {
  const base = operationPath(backend, role, operation);
  if (base === undefined) throw can(role, operation) ? new OperationNotOffered(role, operation) : new OperationNotAllowed(role, operation);
  return [base, ...segments.map(encodeURIComponent)].join("/");
}
