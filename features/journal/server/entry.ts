import "server-only";
import { createHash } from "node:crypto";
import { effectOf } from "@/lib/api/settle-by-reading";
import type { RequestOrigin } from "@/lib/request-context";
import { REMOVED, type Change } from "../list";

export { REMOVED };

// What one journal row holds and how it is hashed. Pure: the chain's rules are unit-tested as
// they are, and the verifier (./verify.ts) uses the same functions as the writer.

export type Kind = "write" | "outcome";
export type Outcome = "done" | "refused" | "unknown";
export type TargetKind = "client" | "account" | "ticket" | "message" | "";

/** The entry: every field the screen shows, and nothing secret. Its seq is the row's, not in the hashed body. */
export type EntryBody = {
  seq: number;
  at: number;
  kind: Kind;
  /** An outcome's write. */
  ref?: number;
  actor: string;
  role: string;
  via: RequestOrigin["via"] | "system";
  /** The API key's or the reminder rule's name. */
  means?: string;
  address?: string;
  userAgent?: string;
  requestId?: string;
  operation: string;
  targetKind: TargetKind;
  target: string;
  /** The write's parameters, secrets replaced by REMOVED. */
  params?: Record<string, unknown>;
  /** What an edit changed of the record as its account's edit screen read it (at `shownAt`); a secret's values are never kept. */
  changes?: Change[];
  shownAt?: number;
  /** Credits it cost (negative) or returned (positive), where the BFF knows. */
  credits?: number;
  spendKey?: string;
  outcome?: Outcome;
  /** The backend's message for a refusal, or how an unknown outcome was settled. */
  message?: string;
  settled?: boolean;
};

export const GENESIS = "0".repeat(64);

/** A name that holds a password, token, key, code or captcha answer: its value never enters the journal. */
const SECRET_NAME = /pass|token|secret|key|code|captcha|otp|pin|cookie|auth/i;
export const isSecretName = (name: string) => SECRET_NAME.test(name);

/** The parameters with every secret's value replaced; nested objects and lists are cleaned too. */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (depth > 4) return REMOVED;
  if (Array.isArray(value)) return value.slice(0, 200).map((item) => withoutSecrets(item, depth + 1));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, isSecretName(name) ? REMOVED : withoutSecrets(item, depth + 1)]));
  }
  return typeof value === "string" && value.length > 500 ? `${value.slice(0, 500)}…` : value;
}

const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value).slice(0, 200) : "");

/** What the write is about, read from its operation and body. */
export function targetOf(operation: string, body: Record<string, unknown>): { targetKind: TargetKind; target: string } {
  const [area] = operation.split(".");
  if (area === "clients" || area === "mac") return { targetKind: "client", target: text(body.login ?? body.name ?? body.mac) };
  if (area === "dealers" || area === "resellers" || area === "superResellers") return { targetKind: "account", target: text(body.name ?? body.login) };
  if (area === "tickets") return { targetKind: "ticket", target: text(body.id) };
  if (operation === "messages.send") {
    const logins = Array.isArray(body.simpleData) ? body.simpleData : [];
    return { targetKind: "client", target: logins.length === 1 ? text(logins[0]) : "" };
  }
  if (area === "message") return { targetKind: "message", target: "" };
  return { targetKind: "", target: "" };
}

/** The credits a write costs (negative) or returns (positive), where its operation says. */
export function creditsOf(operation: string, body: Record<string, unknown>): number | undefined {
  // The retrieve call names its months `credits`; settle-by-reading reads them as `months`.
  const shaped = operation === "clients.retrieve" ? { ...body, months: body.credits } : body;
  const effect = effectOf(operation, { body: shaped });
  return effect ? -effect.cost : undefined;
}

/** Keys in a fixed order, so the same entry always hashes the same. */
export function canonical(body: Omit<EntryBody, "seq">): string {
  const entries = Object.entries(body)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(Object.fromEntries(entries));
}

export function hashOf(prevHash: string, bodyText: string): string {
  return createHash("sha256").update(prevHash).update("\n").update(bodyText).digest("hex");
}
