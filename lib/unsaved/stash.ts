// The unsaved input a tab keeps when its session ends, until the same user signs in again and the
// same page shows: one stash per tab, in sessionStorage (gone with the tab), secrets left out.
import { isSecretField } from "./fields";

const STASH_KEY = "panel:unsaved";

/** The forms' unsaved fields by form key (see the provider), for one user on one path. */
export type Stash = { user: string; path: string; forms: Record<string, Record<string, unknown>> };

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The stash as stored, or null when there is none or it is not one. */
export function readStash(store: Store): Stash | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(store.getItem(STASH_KEY) ?? "null");
  } catch {
    return null;
  }
  if (!isRecord(parsed) || typeof parsed.user !== "string" || typeof parsed.path !== "string" || !isRecord(parsed.forms)) return null;
  const forms = Object.fromEntries(Object.entries(parsed.forms).filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1])));
  return { user: parsed.user, path: parsed.path, forms };
}

/** Keeps the forms' unsaved fields, passwords dropped once more on the way in; nothing to keep clears it. */
export function writeStash(store: Store, stash: Stash): void {
  const forms: Stash["forms"] = {};
  for (const [key, fields] of Object.entries(stash.forms)) {
    const kept = Object.fromEntries(Object.entries(fields).filter(([field]) => !isSecretField(field)));
    if (Object.keys(kept).length > 0) forms[key] = kept;
  }
  if (Object.keys(forms).length === 0) store.removeItem(STASH_KEY);
  else store.setItem(STASH_KEY, JSON.stringify({ ...stash, forms }));
}

/** Takes one form's fields out of the stash, if the stash is this user's and this path's. */
export function takeFromStash(store: Store, user: string, path: string, key: string): Record<string, unknown> | null {
  const stash = readStash(store);
  if (!stash || stash.user !== user || stash.path !== path || !stash.forms[key]) return null;
  const { [key]: taken, ...rest } = stash.forms;
  writeStash(store, { ...stash, forms: rest });
  return taken;
}

/** The stash is for the first page after signing in again: another user or another page drops it. */
export function dropStashUnlessFor(store: Store, user: string, pathname: string): void {
  const stash = readStash(store);
  if (stash && (stash.user !== user || new URL(stash.path, "http://panel.invalid").pathname !== pathname)) store.removeItem(STASH_KEY);
}
