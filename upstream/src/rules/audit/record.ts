// Writing audit entries. Each rule that changes data calls audit() with the transaction it runs
// in, so the entry commits or rolls back with the change (and an Idempotency-Key replay, which
// never reruns the rule, adds nothing). tests/api/upstream/audit-writes.test.ts walks every POST
// route of the app and fails for one that writes no entry, so a new call cannot forget it.
import type { Db } from "../../db/connect";
import { auditLog, type AuditChange } from "../../db/schema";
import type { Actor } from "../roles";

export const AUDIT_ACTIONS = [
  "client.add",
  "client.save",
  "client.delete",
  "client.delete_mac",
  "client.renew",
  "client.retrieve",
  "client.reset",
  "account.add",
  "account.edit",
  "account.delete",
  "account.credits",
  "account.password",
  "message.send",
  "panel_message.save",
  "ticket.create",
  "ticket.close",
  "ticket.detail",
  "session.sign_in",
  "session.sign_out",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The groups the panel's tabs show, each with its count. */
export const AUDIT_GROUPS = {
  clients: ["client.add", "client.save", "client.delete", "client.delete_mac", "client.renew", "client.retrieve", "client.reset"],
  accounts: ["account.add", "account.edit", "account.delete", "account.credits", "account.password"],
  messages: ["message.send", "panel_message.save"],
  tickets: ["ticket.create", "ticket.close", "ticket.detail"],
  sessions: ["session.sign_in", "session.sign_out"],
} as const satisfies Record<string, readonly AuditAction[]>;
export type AuditGroup = keyof typeof AUDIT_GROUPS;

export interface AuditNote {
  action: AuditAction;
  /** What was acted on: a client or account login, `ticket #12`, `3 clients`, `panel message`. */
  target: string;
  changes?: AuditChange[];
}

export async function audit(tx: Db, actor: Actor, now: Date, note: AuditNote): Promise<void> {
  await auditEach(tx, actor, now, [note]);
}

/** Several entries by the same actor at the same moment (a bulk renew), in one insert. */
export async function auditEach(tx: Db, actor: Actor, now: Date, notes: AuditNote[]): Promise<void> {
  if (notes.length === 0) return;
  await tx.insert(auditLog).values(
    notes.map((note) => ({
      created: now,
      actorId: actor.id,
      actorName: actor.name,
      actorRole: actor.role,
      action: note.action,
      target: note.target,
      changes: note.changes ?? [],
    })),
  );
}

/** A field set from nothing (an add): before is null. */
export function created(values: Record<string, unknown>): AuditChange[] {
  return Object.entries(values).map(([field, after]) => ({ field, before: null, after: after ?? null }));
}

/** One change. */
export function change(field: string, before: unknown, after: unknown): AuditChange {
  return { field, before: before ?? null, after: after ?? null };
}

/** A secret (a password): only that it changed, never its value. */
export function secret(field: string): AuditChange {
  return { field, changed: true };
}

/**
 * The fields that differ between two versions of a row, listed in `fields` order; `secrets` are
 * reported by name only.
 */
export function diff<T extends Record<string, unknown>>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[],
  secrets: readonly (keyof T & string)[] = [],
): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const field of fields) {
    if (same(before[field], after[field])) continue;
    changes.push(secrets.includes(field) ? secret(field) : change(field, before[field], after[field]));
  }
  return changes;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
