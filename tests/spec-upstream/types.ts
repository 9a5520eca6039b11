import type { Variant } from "./variants";

// The in-memory model of the spec-only test upstream: accounts, clients, ledger, tickets.
export type Role = "admin" | "manager" | "reseller" | "dealer";

export const PREFIX: Record<Role, string> = {
  admin: "/admin",
  manager: "/superreseller",
  reseller: "/reseller",
  dealer: "/api",
};

export interface Account {
  name: string;
  role: Role;
  password: string;
  /** admin: null; manager: the admin; reseller: a manager (or the admin); dealer: a reseller. */
  parent: string | null;
  /** null for the admin: its balance is unlimited. */
  credits: number | null;
  description: string;
  created: string;
}

export interface Client {
  name: string;
  password: string;
  parent_pass: string;
  description: string;
  mac: string;
  ministra: boolean;
  alt_player: boolean;
  status: boolean;
  expiry: string;
  last_updated: string;
  last_active: string;
  stb_sn: string;
  stb_type: string;
  version: string;
  online: boolean;
  phone: string;
  theme: string;
  server: number;
  package_selection: number;
  packages: number[];
  /** The owning dealer. */
  dealer: string;
  // Internal only, never answered: the spec's client has no such fields.
  trial: boolean;
  created: string;
  lastReset: number | null;
}

export interface LedgerRow {
  /** The account whose ledger holds the row. */
  account: string;
  /** The client the row is about (client purchases and refunds), for history/{name}. */
  client: string | null;
  created: string;
  type: string;
  login: string;
  credits: number;
  expiry: string | null;
  description: string;
}

export interface Ticket {
  id: number;
  name: string;
  status: number;
  type: number;
  device: string;
  isp: string;
  description: string;
  tested: number;
  created: string;
  modified: string;
}

export interface TicketDetail {
  id: number;
  ticket: number;
  description: string;
  status: number;
  createdBy: string;
  created: string;
}

export interface OutboxMessage {
  client: string;
  message: string;
  server: number;
  by: string;
  due: string;
}

export interface State {
  accounts: Map<string, Account>;
  clients: Map<string, Client>;
  ledger: LedgerRow[];
  tickets: Ticket[];
  details: TicketDetail[];
  outbox: OutboxMessage[];
  panelMessage: string;
  nextTicketId: number;
  nextDetailId: number;
}

export interface SpecUpstreamOptions {
  port?: number;
  host?: string;
  /** Count calls: "bare" (default) answers `42`, "total" answers `{ "total": 42 }`. */
  countShape?: "bare" | "total";
  /** List calls of the roles above the dealer: "bare" (default) answers `[...]`, "data" answers `{ data: [...] }`. */
  listShape?: "bare" | "data";
  /** Serve the few "not shown" calls at this upstream's own paths (see unshown.ts). Default false. */
  unshownCalls?: boolean;
  /** An empty g_recaptcha_response on /authenticate answers 400. Default false. */
  requireRecaptcha?: boolean;
  /** Clients seeded in all; those beyond the demo's 40 go to the demo dealer. Default 40 (the bench asks for 50,000). */
  clients?: number;
  /** The demo dealer's ledger filled up to this many rows (renewals, new clients, retrieves over the last year), for the bench. Default: the demo's few. */
  ledger?: number;
  /** Answer as a PHP or Laravel backend writes it: numbers as text, 0/1 booleans, other date forms, wrappers… (./variants.ts). Default none. */
  variants?: Variant[];
  /** This field reads "n/a" wherever it appears in an answer (a field the panel cannot read). */
  brokenField?: string;
}
