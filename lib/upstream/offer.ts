import "server-only";
import { offeredOperations, offers, type Operation } from "@/lib/operations";
import type { Role } from "@/lib/roles";
import { currentBackend } from "@/lib/backends";

/** For server components: does this backend offer the operation to the role? */
export async function isOffered(role: Role, operation: Operation): Promise<boolean> {
  return offers(await currentBackend(), role, operation);
}

/** Every operation this backend offers the role, for the layout to hand to client components. */
export async function offeredTo(role: Role): Promise<Operation[]> {
  return offeredOperations(await currentBackend(), role);
}
