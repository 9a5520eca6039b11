// Drizzle's typed view of the tables created by upstream/migrations/*.sql. The SQL files are the
// source of truth for constraints and indexes; this file only mirrors columns and keys so that
// queries are typed. Change both together.
import { bigint, bigserial, boolean, date, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
// Business dates (expiry) travel as "YYYY-MM-DD" strings, never as Date, so no time zone shifts them.
const day = (name: string) => date(name, { mode: "string" });

export const roleValues = ["admin", "manager", "reseller", "dealer"] as const;
export type Role = (typeof roleValues)[number];

export const accounts = pgTable("accounts", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 15 }).notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  role: text("role", { enum: roleValues }).notNull(),
  parentId: integer("parent_id"),
  credits: integer("credits").notNull().default(0),
  description: varchar("description", { length: 500 }).notNull().default(""),
  created: stamp("created").notNull().defaultNow(),
});

export const tokens = pgTable("tokens", {
  tokenHash: text("token_hash").primaryKey(),
  accountId: integer("account_id").notNull(),
  created: stamp("created").notNull().defaultNow(),
  expiresAt: stamp("expires_at").notNull(),
  revoked: boolean("revoked").notNull().default(false),
});

export const themeValues = ["classic", "digital", "cappuccino", "emerald", "ocean_blue"] as const;

export const clients = pgTable("clients", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 15 }).notNull().unique(),
  password: varchar("password", { length: 15 }).notNull(),
  parentPass: varchar("parent_pass", { length: 15 }).notNull().default("0000"),
  description: varchar("description", { length: 500 }).notNull().default(""),
  mac: varchar("mac", { length: 17 }),
  ministra: boolean("ministra").notNull().default(false),
  altPlayer: boolean("alt_player").notNull().default(false),
  status: boolean("status").notNull().default(true),
  expiry: day("expiry").notNull(),
  lastUpdated: stamp("last_updated").notNull().defaultNow(),
  lastActive: stamp("last_active"),
  stbSn: varchar("stb_sn", { length: 64 }),
  stbType: varchar("stb_type", { length: 64 }),
  version: varchar("version", { length: 128 }),
  online: boolean("online").notNull().default(false),
  phone: varchar("phone", { length: 15 }).notNull().default(""),
  theme: text("theme", { enum: themeValues }).notNull().default("classic"),
  server: smallint("server").notNull().default(0),
  packageSelection: integer("package_selection").notNull().default(8),
  packages: integer("packages").array().notNull().default([]),
  dealerId: integer("dealer_id").notNull(),
  created: stamp("created").notNull().defaultNow(),
  trial: boolean("trial").notNull().default(false),
  lastResetAt: stamp("last_reset_at"),
  // Maintained by PostgreSQL (migration 0003); what the list's search matches against, through
  // a trigram index where pg_trgm exists (0005).
  searchText: text("search_text").generatedAlwaysAs(sql`lower(name || chr(31) || coalesce(mac, '') || chr(31) || description)`),
});

// DELETED: the admin's delete by MAC (migration 0007).
export const ledgerTypes = ["ADD", "REMOVE", "RECEIVED", "REMOVED", "NEW CLIENT", "RENEW", "RETRIEVED", "DELETED"] as const;
export type LedgerType = (typeof ledgerTypes)[number];

export const ledger = pgTable("ledger", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  accountId: integer("account_id").notNull(),
  created: stamp("created").notNull().defaultNow(),
  type: text("type", { enum: ledgerTypes }).notNull(),
  login: varchar("login", { length: 15 }).notNull(),
  clientId: integer("client_id"),
  credits: integer("credits").notNull(),
  expiry: day("expiry"),
  description: varchar("description", { length: 500 }).notNull().default(""),
  // Maintained by PostgreSQL (migration 0006): what the transactions search matches against.
  searchText: text("search_text").generatedAlwaysAs(sql`lower(login || chr(31) || type || chr(31) || description)`),
});

/** Each account's number of ledger rows, kept by triggers (migration 0006): the list's total. */
export const ledgerCounts = pgTable("ledger_counts", {
  accountId: integer("account_id").primaryKey(),
  rows: bigint("rows", { mode: "number" }).notNull(),
});

/**
 * Each dealer's number of clients, kept by triggers (migration 0010): the account lists' counts;
 * `writes` changes at every write of the dealer's clients (the dashboard's cache, rules/stats-cache.ts).
 */
export const dealerClientCounts = pgTable("dealer_client_counts", {
  dealerId: integer("dealer_id").primaryKey(),
  clients: bigint("clients", { mode: "number" }).notNull(),
  writes: bigint("writes", { mode: "number" }).notNull(),
});

export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    accountId: integer("account_id").notNull(),
    key: varchar("key", { length: 200 }).notNull(),
    fingerprint: text("fingerprint").notNull(),
    status: smallint("status"),
    /** The first answer's JSON text, replayed verbatim. */
    body: text("body"),
    created: stamp("created").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] })],
);

export const tickets = pgTable("tickets", {
  id: serial("id").primaryKey(),
  accountId: integer("account_id").notNull(),
  status: smallint("status").notNull().default(0),
  type: smallint("type").notNull(),
  device: varchar("device", { length: 50 }).notNull().default(""),
  isp: varchar("isp", { length: 50 }).notNull().default(""),
  tested: smallint("tested").notNull().default(0),
  description: varchar("description", { length: 500 }).notNull(),
  created: stamp("created").notNull().defaultNow(),
  modified: stamp("modified").notNull().defaultNow(),
});

export const ticketDetails = pgTable("ticket_details", {
  id: serial("id").primaryKey(),
  ticketId: integer("ticket_id").notNull(),
  description: varchar("description", { length: 500 }).notNull(),
  status: smallint("status").notNull().default(0),
  createdBy: varchar("created_by", { length: 15 }).notNull(),
  created: stamp("created").notNull().defaultNow(),
});

export const messageOutbox = pgTable("message_outbox", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  clientName: varchar("client_name", { length: 15 }).notNull(),
  message: varchar("message", { length: 300 }).notNull(),
  server: smallint("server").notNull(),
  senderId: integer("sender_id").notNull(),
  created: stamp("created").notNull().defaultNow(),
  dueAt: stamp("due_at").notNull(),
});

export const panelMessage = pgTable("panel_message", {
  id: smallint("id").primaryKey().default(1),
  message: varchar("message", { length: 300 }).notNull().default(""),
  modified: stamp("modified").notNull().defaultNow(),
});

export const packages = pgTable(
  "packages",
  {
    server: smallint("server").notNull(),
    id: integer("id").notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    type: text("type", { enum: ["tv", "video"] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.server, t.id] })],
);

export const presets = pgTable(
  "presets",
  {
    server: smallint("server").notNull(),
    id: integer("id").notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    packages: integer("packages").array().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.server, t.id] })],
);

/** One value of an audit entry's change: before and after, or only that a secret changed. */
export type AuditChange = { field: string; before: unknown; after: unknown } | { field: string; changed: true };

/** Append-only (migration 0009: a trigger refuses UPDATE and DELETE); no foreign key, entries outlive accounts. */
export const auditLog = pgTable("audit_log", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  created: stamp("created").notNull(),
  actorId: integer("actor_id").notNull(),
  actorName: text("actor_name").notNull(),
  actorRole: text("actor_role", { enum: roleValues }).notNull(),
  action: text("action").notNull(),
  target: text("target").notNull(),
  changes: jsonb("changes").$type<AuditChange[]>().notNull().default([]),
});
