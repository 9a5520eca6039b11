import "server-only";
import type { Role } from "@/lib/roles";
import type { ClientRow } from "@/lib/schemas/client-list";
import { openSecret } from "@/lib/store/secrets";
import { credentialBinding } from "./repo";
import { authenticate, revokeToken } from "@/lib/upstream/auth";
import { currentBackend } from "@/lib/backends";
import type { Caller } from "@/lib/upstream/call";
import { getCredits } from "@/lib/upstream/dashboard";
import { UpstreamError } from "@/lib/upstream/errors";
import { sendMessage } from "@/lib/upstream/messaging";

// What the scheduler asks of the upstream, with the spec's calls only (so it works on the
// business's own backend): sign in as the account, read its clients and credits, send a message.
// The panel holds an upstream token only inside a live session, so a run signs in itself with
// the password the account stored for this on the Reminders screen (sealed in the panel's store).

export class SignInRefused extends Error {
  override name = "SignInRefused";
}

/** Signs in as the account with its stored password; the token lives for this run only. */
export async function signInAs(account: { accountId: string; role: Role; name: string; credential: string | null }): Promise<Caller> {
  if (!account.credential) throw new SignInRefused("No password is stored for the reminders: enter it on the Reminders screen.");
  let password: string;
  try {
    password = openSecret(account.credential, credentialBinding(account.accountId));
  } catch {
    throw new SignInRefused("The stored password cannot be read (the panel's secret key changed): enter it again on the Reminders screen.");
  }
  try {
    const auth = await authenticate({ login: account.name, password, captchaForUpstream: "" });
    // The stored password must still be this very account's.
    if (auth.role !== account.role || auth.name !== account.name)
      throw new SignInRefused("The stored password signs in as another account: enter yours again.");
    return { token: auth.token, role: auth.role };
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === "response" && error.status < 500) {
      throw new SignInRefused(`The upstream refused the stored password (${error.message}): enter it again on the Reminders screen.`);
    }
    throw error;
  }
}

export const signOut = (caller: Caller) => revokeToken(caller);

/** Every client the account's list holds, however the backend answers it. */
export async function everyClient(caller: Caller): Promise<ClientRow[]> {
  return (await currentBackend()).allClients(caller);
}

/** The account's balance; null for the admin (unlimited) and when it cannot be read. */
export async function creditsOf(caller: Caller): Promise<number | null> {
  return caller.role === "admin" ? null : getCredits(caller).catch(() => null);
}

/** The spec's sendmessage for one client: each message is filled in with that client's values. */
export async function sendDeviceMessage(caller: Caller, client: string, message: string): Promise<void> {
  await sendMessage(caller, { logins: [client], message, server: 0 });
}

/**
 * Whether a failed send certainly did not reach the upstream's queue (retried later), or may have
 * (timeout, dropped connection: the outcome is unknown and it is never resent).
 */
export function failedForSure(error: unknown): boolean {
  return error instanceof UpstreamError && (error.kind === "response" || error.kind === "unreachable");
}
