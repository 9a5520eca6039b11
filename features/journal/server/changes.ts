import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { ShownRecord } from "@/lib/write-journal";
import type { Change } from "../list";
import { isSecretName } from "./entry";

// What an edit changed, before and after. The write handlers do not read the record they save
// (the backend's edit calls take the fields, not a difference), but the edit screen read it just
// before to fill its form: that read is kept here, in this process's memory, per account and
// record, and an edit of the record by that account is compared with it. A record read on another
// instance, or longer ago than a session lasts, is not known here: the entry then keeps the
// parameters sent, as every write's does. Secrets are kept as salted hashes, so "the password
// changed" can be told without holding it.

/** As long as a session lasts: an edit screen older than that cannot send. */
const KEPT_MS = 60 * 60 * 1000;
/** Records kept at most, the oldest read forgotten first. */
const KEPT_MAX = 10_000;

type Fields = Record<string, unknown>;
type Shown = { fields: Fields; at: number };

/** Each edit the journal compares: the record's kind, and its form's fields as read and as sent, by one name each. */
const EDITS: Record<string, { targetKind: ShownRecord["targetKind"]; sent: (body: Fields) => Fields }> = {
  "clients.save": {
    targetKind: "client",
    sent: (b) => ({
      password: b.password,
      parent_pass: b.parent_pass,
      mac: b.stb_mac,
      ministra: b.ministra,
      description: b.desc,
      phone: b.phone,
      package_selection: b.package_selection,
      // The custom packages are sent only with the custom selection; any other selection's are its own.
      packages: b.package_selection === 3 ? b.packages : undefined,
      server: b.server,
      status: b.status,
      alt_player: b.alt_player,
      theme: b.theme,
      dealer: b.dealer,
      reseller: b.reseller,
    }),
  },
  "resellers.edit": { targetKind: "account", sent: (b) => ({ owner: b.superReseller, description: b.description }) },
  "dealers.edit": { targetKind: "account", sent: (b) => ({ owner: b.reseller, description: b.description }) },
};

/** A record as its edit form's fields (lib/schemas/client-detail.ts, lib/schemas/accounts.ts AccountDetail). */
const READ: Record<ShownRecord["targetKind"], (r: Fields) => Fields> = {
  client: (r) => ({
    password: r.password,
    parent_pass: r.parent_pass,
    mac: r.ministra ? "" : r.mac,
    ministra: r.ministra,
    description: r.description,
    phone: r.phone,
    package_selection: r.package_selection,
    packages: r.package_selection === 3 ? r.packages : undefined,
    server: r.server,
    status: r.status,
    alt_player: r.alt_player,
    theme: r.theme,
    dealer: r.dealer,
    reseller: r.reseller,
  }),
  // An owner the backend's answer lacks (the spec's dealer detail has none) is not known, not none.
  account: (r) => ({ owner: r.owner || undefined, description: r.description }),
};

const FLAGS = new Set(["ministra", "status", "alt_player"]);
const NUMBERS = new Set(["package_selection", "server"]);
const SALT = randomBytes(16);

/** One field's value in one form for both sides: flags as booleans, numbers as numbers, lists sorted, a MAC in capitals, a secret hashed. */
function normalized(field: string, value: unknown): unknown {
  if (value === undefined || value === null) return value;
  if (isSecretName(field)) return createHash("sha256").update(SALT).update(String(value)).digest("hex");
  if (FLAGS.has(field)) return value === true || value === 1 || value === "1" || value === "true";
  if (NUMBERS.has(field)) return Number(value);
  if (Array.isArray(value)) return value.map(Number).sort((a, b) => a - b);
  const text = String(value).trim();
  return field === "mac" ? text.toUpperCase() : text;
}

function normalizedAll(fields: Fields): Fields {
  return Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, normalized(field, value)]));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? "") === JSON.stringify(b ?? "");

// On globalThis: the edit screens' loaders and the write handlers may be different bundles of one process.
const kept = ((globalThis as { panelJournalShown?: Map<string, Shown> }).panelJournalShown ??= new Map<string, Shown>());
const keyOf = (accountId: string, targetKind: string, target: string) => `${accountId}\u0000${targetKind}\u0000${target}`;

function keep(key: string, shown: Shown) {
  kept.delete(key);
  kept.set(key, shown);
  if (kept.size > KEPT_MAX) kept.delete(kept.keys().next().value!);
}

/** Keeps a record an edit screen read, as its form's fields. */
export function rememberShown({ accountId, targetKind, target, record }: ShownRecord, now = Date.now()): void {
  keep(keyOf(accountId, targetKind, target), { fields: normalizedAll(READ[targetKind](record)), at: now });
}

/** What a write about to go out changes of the record its account last read, when it is an edit and that read is known. */
export function changesOf(
  accountId: string | undefined,
  operation: string,
  target: string,
  body: Fields,
  now = Date.now(),
): { changes: Change[]; shownAt: number } | undefined {
  const edit = EDITS[operation];
  if (!edit || !accountId || !target) return undefined;
  const shown = kept.get(keyOf(accountId, edit.targetKind, target));
  if (!shown || now - shown.at > KEPT_MS) return undefined;
  const sent = Object.entries(edit.sent(body)).filter(([, value]) => value !== undefined);
  const changes: Change[] = [];
  for (const [field, value] of sent) {
    const [before, after] = [shown.fields[field], normalized(field, value)];
    // A field the read did not carry: what it was is not known, so neither is whether it changed.
    if (before === undefined || before === null || same(before, after)) continue;
    changes.push(isSecretName(field) ? { field } : { field, before, after });
  }
  return { changes, shownAt: shown.at };
}

/** The edit was carried out: what it sent is the record's now, for a second edit from the same screen. */
export function editDone(accountId: string | undefined, operation: string, target: string, body: Fields, now = Date.now()): void {
  const edit = EDITS[operation];
  if (!edit || !accountId) return;
  const key = keyOf(accountId, edit.targetKind, target);
  const shown = kept.get(key);
  if (!shown) return;
  const sent = Object.fromEntries(Object.entries(edit.sent(body)).filter(([, value]) => value !== undefined));
  keep(key, { fields: { ...shown.fields, ...normalizedAll(sent) }, at: now });
}
