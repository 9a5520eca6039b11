import "server-only";
import type { AccountKind } from "@/lib/schemas/accounts";
import type { SessionData } from "@/lib/session/cookie";
import { getAccount } from "@/lib/upstream/accounts";
import { getClient } from "@/lib/upstream/clients";
import type { CurrentFigures } from "./outcome";

// What a write whose outcome is unknown was about, re-read from the upstream as it is now: a
// client's expiry, an account's credits. A client that cannot be read (not created after all, or
// not yet) shows no expiry.

export async function clientNow(session: SessionData, name: string): Promise<CurrentFigures["subject"]> {
  const client = await getClient(session, name).catch(() => null);
  return { name, label: "Expiry", value: client?.expiry ?? null };
}

export async function accountNow(session: SessionData, kind: AccountKind, name: string): Promise<CurrentFigures["subject"]> {
  const account = await getAccount(session, kind, name).catch(() => null);
  return { name, label: "Credits", value: account ? String(account.credits) : null };
}

/** The `spends` of a route about the client in its path (renew, retrieve, save). */
export const aboutClientInPath = {
  subject: ({ session, params }: { session: SessionData; params: { name: string } }) => clientNow(session, params.name),
};
