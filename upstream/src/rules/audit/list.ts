// GET /<prefix>/audit: the entries of the caller's subtree (its own and those of every account
// below it; the admin: all), filtered, counted and paged in SQL, newest first. The default order
// walks audit_log_created_idx (the admin) or audit_log_actor_idx (everyone else) (migration 0009).
import { z } from "zod";
import { and, desc, eq, gte, inArray, like, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { auditLog } from "../../db/schema";
import { plainText } from "../../http/text";
import { MAX_PER_PAGE } from "../ledger/query";
import { addDays, isCalendarDay } from "../dates";
import type { Actor } from "../roles";
import { descendantIds } from "../subtree";
import { AUDIT_ACTIONS, AUDIT_GROUPS, type AuditGroup } from "./record";

const queryInt = (field: string, min: number, max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,10}$/, `${field} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(min, `${field} must be at least ${min}`).max(max, `${field} must be at most ${max}`));

const utcDay = (field: string) => z.string().refine(isCalendarDay, `${field} must be a date (YYYY-MM-DD) from 1900 to 2999`).optional();

export const auditQuerySchema = z
  .object({
    page: queryInt("page", 1, 10_000_000).default(1),
    per_page: queryInt("per_page", 1, MAX_PER_PAGE).default(10),
    /** Part of the actor's or the target's name, any case. */
    search: plainText().trim().max(100, "search must be at most 100 characters").default(""),
    /** The actor's login, exactly. */
    actor: plainText().trim().max(15, "actor must be at most 15 characters").default(""),
    action: z.enum(AUDIT_ACTIONS, `action must be one of ${AUDIT_ACTIONS.join(", ")}`).optional(),
    /** A group of actions (the panel's tabs). */
    group: z.enum(Object.keys(AUDIT_GROUPS) as [AuditGroup, ...AuditGroup[]], `group must be one of ${Object.keys(AUDIT_GROUPS).join(", ")}`).optional(),
    /** Part of the target, any case. */
    target: plainText().trim().max(100, "target must be at most 100 characters").default(""),
    /** UTC days, both included. */
    from: utcDay("from"),
    to: utcDay("to"),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from must not be after to", path: ["from"] });
export type AuditQuery = z.output<typeof auditQuerySchema>;

function contains(column: SQL, term: string): SQL {
  return like(sql`lower(${column})`, `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/** Entries the actor may read: the admin all; everyone else its own and its subtree's. */
function visible(actor: Actor): SQL | undefined {
  if (actor.role === "admin") return undefined;
  return sql`(${auditLog.actorId} = ${actor.id} OR ${auditLog.actorId} IN ${descendantIds(actor)})`;
}

export async function listAudit(db: Db, actor: Actor, query: AuditQuery) {
  // Every filter but the group: the tabs' counts are counted over it.
  const filtered = and(
    visible(actor),
    query.search ? or(contains(sql`${auditLog.actorName}`, query.search), contains(sql`${auditLog.target}`, query.search)) : undefined,
    query.actor ? eq(auditLog.actorName, query.actor) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.target ? contains(sql`${auditLog.target}`, query.target) : undefined,
    query.from ? gte(auditLog.created, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(auditLog.created, new Date(`${addDays(query.to, 1)}T00:00:00Z`)) : undefined,
  );
  const where = and(filtered, query.group ? inArray(auditLog.action, [...AUDIT_GROUPS[query.group]]) : undefined);
  const perAction = await db
    .select({ action: auditLog.action, n: sql<number>`count(*)`.mapWith(Number) })
    .from(auditLog)
    .where(filtered)
    .groupBy(auditLog.action);
  const counts: Record<string, number> = { all: 0 };
  for (const [group, actions] of Object.entries(AUDIT_GROUPS)) {
    counts[group] = perAction.filter((row) => (actions as readonly string[]).includes(row.action)).reduce((sum, row) => sum + row.n, 0);
  }
  counts.all = perAction.reduce((sum, row) => sum + row.n, 0);
  const total = query.group ? counts[query.group] : counts.all;
  const offset = (query.page - 1) * query.per_page;
  const rows =
    offset < total ? await db.select().from(auditLog).where(where).orderBy(desc(auditLog.created), desc(auditLog.id)).limit(query.per_page).offset(offset) : [];
  return {
    data: rows.map((row) => ({
      id: row.id,
      created: row.created.toISOString(),
      actor: row.actorName,
      role: row.actorRole,
      action: row.action,
      target: row.target,
      changes: row.changes,
    })),
    total,
    counts,
    current_page: query.page,
    per_page: query.per_page,
    total_pages: Math.max(1, Math.ceil(total / query.per_page)),
  };
}
