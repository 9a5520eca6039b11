import "server-only";
import { z } from "zod";
import { addClientSchema, clientNameSchema, CUSTOM_PACKAGES, serverSchema, updateClientSchema } from "@/lib/schemas/client";
import type { SessionData } from "@/lib/session";
import { getPackages } from "@/lib/upstream/clients";

/** The path parameter of /api/clients/:name: a name that cannot exist is a 404 there. */
export const clientParams = z.object({ name: clientNameSchema });
export const CLIENT_NOT_FOUND = "Client not found";

/**
 * The server's package ids when the body asks for a custom package choice, so that "every
 * package" is refused here just as in the form; undefined otherwise (no extra call).
 */
async function customPackageIds(body: unknown, session: SessionData): Promise<number[] | undefined> {
  const choice = z.object({ server: serverSchema, package_selection: z.coerce.number() }).safeParse(body);
  if (!choice.success || choice.data.package_selection !== CUSTOM_PACKAGES) return undefined;
  return (await getPackages(session, choice.data.server)).packages.map((p) => p.id);
}

export async function addInputSchema({ session, raw }: { session: SessionData; raw: unknown }) {
  return addClientSchema({ role: session.role, availablePackageIds: await customPackageIds(raw, session) });
}

export async function updateInputSchema({ session, raw }: { session: SessionData; raw: unknown }) {
  return updateClientSchema({ role: session.role, availablePackageIds: await customPackageIds(raw, session) });
}
