import "server-only";
import type { PanelStore } from "./types";
import { openSecret, sealSecret, type SecretBinding } from "./secrets";

// Whether this instance's PANEL_SECRET_KEY is the one the store's secrets are sealed with. The
// first instance to start on a store seals a known text into panel_key_check; every later start
// (and the reminders' scheduler before it uses a stored password) opens it. A different key
// cannot: such an instance would read none of the others' sealed secrets (the reminders'
// passwords, second-factor seeds) and fail each one it touched.

const KNOWN_TEXT = "panel secret key check";
const CHECK_BINDING: SecretBinding = { table: "panel_key_check", row: "1", purpose: "key-check" };
/** How a reminder account's stored password is sealed (features/reminders/server/repo.ts seals it so). */
const credentialBinding = (accountId: string): SecretBinding => ({ table: "reminder_accounts", row: accountId, purpose: "upstream-password" });

export type KeyCheck = "match" | "mismatch";

export const KEY_MISMATCH =
  "PANEL_SECRET_KEY is not the key this panel store's secrets are sealed with (another instance, or an earlier start, used a different one): set the same PANEL_SECRET_KEY on every instance";

export async function checkSecretKey(db: Pick<PanelStore, "query">, now = new Date()): Promise<KeyCheck> {
  // A store that already holds sealed passwords from before this check existed: the first key to
  // write the check must be theirs, or an instance with a stray key would lock the right ones out.
  const [found] = await db.query<{ id: number }>("SELECT id FROM panel_key_check WHERE id = 1");
  if (!found) {
    const [sample] = await db.query<{ credential: string; account_id: string }>(
      "SELECT credential, account_id FROM reminder_accounts WHERE credential IS NOT NULL LIMIT 1",
    );
    if (sample && !opens(sample.credential, credentialBinding(sample.account_id))) return "mismatch";
  }
  await db.query("INSERT INTO panel_key_check (id, sealed, created_at) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING", [
    sealSecret(KNOWN_TEXT, CHECK_BINDING),
    now.toISOString(),
  ]);
  const [row] = await db.query<{ sealed: string }>("SELECT sealed FROM panel_key_check WHERE id = 1");
  try {
    return openSecret(row.sealed, CHECK_BINDING) === KNOWN_TEXT ? "match" : "mismatch";
  } catch {
    return "mismatch";
  }
}

/** Whether `sealed` (sealed for `binding`) opens with this instance's key. */
export function opens(sealed: string, binding: SecretBinding): boolean {
  try {
    openSecret(sealed, binding);
    return true;
  } catch {
    return false;
  }
}
