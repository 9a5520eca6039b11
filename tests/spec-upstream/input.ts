// Body and path field checks. Every check throws 400 before anything is changed.
import { bad } from "./errors";

type Body = Record<string, unknown>;

const CONTROL = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;
const CLIENT_NAME = /^[^\s/?#%\\]+$/;
const ACCOUNT_NAME = /^[A-Za-z0-9_.@-]+$/;
export const MAC = /^[0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2}){5}$/;

export function text(body: Body, field: string, max: number, opts: { required?: boolean; lines?: boolean } = {}): string {
  const v = body[field];
  if (v === undefined || v === null) {
    if (opts.required) throw bad(`${field} is required`);
    return "";
  }
  if (typeof v !== "string" && typeof v !== "number") throw bad(`${field} must be text`);
  const s = String(v);
  const check = opts.lines ? s.replace(/[\n\t]/g, "") : s;
  if (CONTROL.test(check)) throw bad(`${field}: Control characters are not allowed`);
  if (opts.required && s.trim() === "") throw bad(`${field} is required`);
  if (s.length > max) throw bad(`${field} is too long`);
  return s;
}

export function clientName(v: unknown): string {
  if (typeof v !== "string" || v.trim() === "") throw bad("Login name is required");
  if (v.length > 15) throw bad("Login name is too long");
  if (!CLIENT_NAME.test(v) || CONTROL.test(v)) throw bad("Login name may not contain spaces or / ? # % \\");
  return v;
}

export function accountName(v: unknown, label = "Name"): string {
  if (typeof v !== "string" || v.trim() === "") throw bad(`${label} is required`);
  const s = v.trim();
  if (s.length > 15) throw bad(`${label} is too long`);
  if (!ACCOUNT_NAME.test(s)) throw bad(`${label} may contain only letters, digits and _ . @ -`);
  return s;
}

export function password(v: unknown, min: number): string {
  if (typeof v !== "string" || v === "") throw bad("Password is required");
  if (CONTROL.test(v)) throw bad("password: Control characters are not allowed");
  if (v.length < min) throw bad(`Password must be at least ${min} characters`);
  if (v.length > 15) throw bad("Password is too long");
  return v;
}

/** A whole number from a JSON number or a digit string (form selects often send strings). */
export function int(v: unknown, field: string, min: number, max: number, fallback?: number): number {
  if ((v === undefined || v === null || v === "") && fallback !== undefined) return fallback;
  const n = typeof v === "number" ? v : typeof v === "string" && /^-?\d{1,9}$/.test(v.trim()) ? Number(v) : NaN;
  if (!Number.isInteger(n)) throw bad(`${field} must be a whole number`);
  if (n < min || n > max) throw bad(`${field} must be from ${min} to ${max}`);
  return n;
}

export function bool(v: unknown, field: string, fallback: boolean): boolean {
  if (v === undefined || v === null || v === "") return fallback;
  if (v === true || v === 1 || v === "1" || v === "true") return true;
  if (v === false || v === 0 || v === "0" || v === "false") return false;
  throw bad(`${field} must be true or false`);
}

export function mac(v: unknown): string {
  if (typeof v !== "string" || !MAC.test(v)) throw bad("MAC address must be six hex pairs separated by colons");
  return v.toUpperCase();
}

export function intList(v: unknown, field: string): number[] {
  if (v === undefined || v === null || v === "") return [];
  const list = typeof v === "string" ? v.split(",").filter((s) => s.trim() !== "") : v;
  if (!Array.isArray(list)) throw bad(`${field} must be a list`);
  return [...new Set(list.map((x) => int(x, field, 1, 100_000)))].sort((a, b) => a - b);
}
