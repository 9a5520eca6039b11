import "server-only";
import { z } from "zod";
import { addClientSchema, CUSTOM_PACKAGES, serverSchema, updateClientSchema } from "@/lib/schemas/client";
import type { SessionData } from "@/lib/session";
import { getPackages } from "@/lib/upstream/clients";

/**
 * The server's package ids when the body asks for a custom package choice, so that "every
 * package" is refused here just as in the form; undefined otherwise (no extra call).
 */
async function customPackageIds(body: unknown, session: SessionData): Promise<number[] | undefined> {
  const choice = z.object({ server: serverSchema, package_selection: z.coerce.number() }).safeParse(body);
  if (!choice.success || choice.data.package_selection !== CUSTOM_PACKAGES) return undefined;
  return (await getPackages(session, choice.data.server)).packages.map((p) => p.id);
}

export async function parseAddInput(body: unknown, session: SessionData) {
  return addClientSchema({ role: session.role, availablePackageIds: await customPackageIds(body, session) }).safeParse(body);
}

export async function parseUpdateInput(body: unknown, session: SessionData) {
  return updateClientSchema({ role: session.role, availablePackageIds: await customPackageIds(body, session) }).safeParse(body);
}

const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/);

/** The browser's Idempotency-Key, passed through on calls that spend credits. */
export function idempotencyKey(request: Request): string | undefined {
  const parsed = idempotencyKeySchema.safeParse(request.headers.get("idempotency-key"));
  return parsed.success ? parsed.data : undefined;
}
