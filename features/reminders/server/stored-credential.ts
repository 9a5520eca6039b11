import "server-only";
import { checkPassword } from "./check-password";
import { saveCredential, type AccountKey } from "./repo";
import { signInAs } from "./upstream";
import { panelStore } from "@/lib/store";
import type { Caller } from "@/lib/upstream/call";

// The ONE upstream password an account may leave with the panel, sealed in its store (the
// reminders' column, bound to the account's row and purpose): the business's backend signs in
// with a login and password only, so whatever acts for the account without a browser (the
// reminder scheduler, the keyed API) signs in with it. The trade-off, said on the screens and in
// docs/api.md: the panel holds a password that opens the account's whole upstream access.
//
// A token got with it is kept for this instance only (memory), for less than the upstream's hour,
// and dropped when the upstream refuses it (401): the next call signs in again.

const TOKEN_LIFE_MS = 50 * 60_000;

type Held = { token: Promise<Caller>; sealed: string; until: number };
const held = new Map<string, Held>();

export async function storedCredential(accountId: string): Promise<string | null> {
  const [row] = await (await panelStore()).query<{ credential: string | null }>("SELECT credential FROM reminder_accounts WHERE account_id = $1", [accountId]);
  return row?.credential ?? null;
}

/** Checks the password with a sign-in as the account (the sign-in throttle counts it) and stores it sealed; the refusal otherwise. */
export async function storeCredential(headers: Headers, key: AccountKey, password: string): Promise<Response | null> {
  const checked = await checkPassword(headers, key, password);
  if ("refusal" in checked) return checked.refusal;
  await saveCredential(await panelStore(), key, checked.sealed, new Date());
  forgetToken(key.accountId);
  return null;
}

export async function forgetCredential(key: AccountKey): Promise<void> {
  await saveCredential(await panelStore(), key, null, new Date());
  forgetToken(key.accountId);
}

/**
 * An upstream caller for the account, signed in with its stored password: the token held for
 * this instance while fresh and the password unchanged, else a new sign-in (one at a time per
 * account). `credential`: the sealed password when the caller read it already. Throws
 * SignInRefused when nothing is stored or the upstream refuses it.
 */
export async function storedCaller(account: AccountKey, known?: { credential: string | null }): Promise<Caller> {
  const credential = known ? known.credential : await storedCredential(account.accountId);
  const now = Date.now();
  const current = held.get(account.accountId);
  if (credential === null) forgetToken(account.accountId);
  else if (current && current.sealed === credential && current.until > now) return current.token;
  const token = signInAs({ ...account, credential });
  const entry = { token, sealed: credential ?? "", until: now + TOKEN_LIFE_MS };
  held.set(account.accountId, entry);
  token.catch(() => {
    if (held.get(account.accountId) === entry) held.delete(account.accountId);
  });
  return token;
}

/** The upstream refused the token (401): the next call signs in again. */
export function forgetToken(accountId: string): void {
  held.delete(accountId);
}
