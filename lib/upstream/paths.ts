import "server-only";
import { operationPath, type Operation } from "@/lib/operations";
import type { Role } from "@/lib/roles";

/** A role asked for an operation the operations table does not give it; the BFF answers 403. */
export class OperationNotAllowed extends Error {
  constructor(readonly role: Role, readonly operation: Operation) {
    super(`${operation} is not allowed for ${role}`);
    this.name = "OperationNotAllowed";
  }
}

/** The upstream path of an operation for a role, e.g. ("manager", "credits") → "/superreseller/credits". */
export function upstreamPath(role: Role, operation: Operation, ...segments: string[]): string {
  const base = operationPath(role, operation);
  if (base === undefined) throw new OperationNotAllowed(role, operation);
  return [base, ...segments.map(encodeURIComponent)].join("/");
}
