// The bodies of the account calls (accounts spec §3, §7) and their field rules (§5, §9). Shape
// errors answer 400 through http/input.ts, before anything is read or written.
import { z } from "zod";
import { unprintable } from "../../http/text";
import type { Role } from "../roles";
import { DESCRIPTION_MAX, PARENT, parentField, type AccountKind } from "./kinds";

// Control characters, bidirectional overrides and lone surrogates can make a name or
// description display as something it is not (in the panel's tables, in PDF exports) or not
// store at all, so no string field may hold them (the printable-text rule, http/text.ts).

/** A string field that refuses what is not printable text before anything trims it away. */
function text(label: string, missing = `${label} is required`) {
  return z.string({ error: (issue) => (issue.input === undefined ? missing : `${label} must be text`) }).superRefine((v, ctx) => {
    const broken = unprintable(v);
    if (!broken) return;
    const message =
      broken === "surrogate"
        ? `${label} holds a broken character (a lone UTF-16 surrogate)`
        : `${label} may not contain control or bidirectional override characters`;
    ctx.addIssue({ code: "custom", message });
  });
}

/** A new login: the characters client names may use in practice, nothing that needs escaping in a URL. */
export const loginSchema = text("Login name")
  .trim()
  .min(1, "Login name is required")
  .max(15, "Login name is too long")
  .regex(/^[A-Za-z0-9_.@-]+$/, "Login name may contain only letters, digits and _ . @ -");

/** The name of an existing account (a path parameter or a body's `name`). */
export const accountNameSchema = text("Name").trim().min(1, "Name is required").max(15, "Name is too long");

const password = (min: number) =>
  text("Password")
    .min(min, min === 1 ? "Password is required" : `Password must be at least ${min} characters`)
    .max(15, "Password is too long");

const description = (kind: AccountKind) => text("Description").trim().max(DESCRIPTION_MAX[kind], `Description is at most ${DESCRIPTION_MAX[kind]} characters`);

/** The parent named in an add or edit body; empty is the spec's 'Please select …' (§5). */
function parentSchema(kind: AccountKind) {
  const missing = PARENT[kind].missing;
  return text("Name", missing).trim().min(1, missing).max(15, "Name is too long");
}

export interface AddAccountInput {
  login: string;
  password: string;
  description: string;
  /** The parent's name when the body names one (see kinds.ts PARENT); else the caller. */
  parent?: string;
}

export function addAccountSchema(role: Role, kind: AccountKind): z.ZodType<AddAccountInput> {
  const field = parentField(role, kind);
  const shape: Record<string, z.ZodType> = { login: loginSchema, password: password(1), description: description(kind).default("") };
  if (field) shape[field] = parentSchema(kind);
  return z.object(shape).transform((v) => ({
    login: v.login as string,
    password: v.password as string,
    description: v.description as string,
    parent: field ? (v[field] as string) : undefined,
  }));
}

export interface EditAccountInput {
  name: string;
  parent: string;
  /** Absent keeps the description. */
  description?: string;
}

export function editAccountSchema(kind: AccountKind): z.ZodType<EditAccountInput> {
  const field = PARENT[kind].field!;
  return z
    .object({ name: accountNameSchema, [field]: parentSchema(kind), description: description(kind).optional() })
    .transform((v) => ({ name: v.name as string, parent: v[field] as string, description: v.description as string | undefined }));
}

/** Accepted amounts: any whole number 0-10000 (the panel offers 1-99, hundreds, up to 10000, §9). */
export const MAX_TRANSFER = 10_000;

export function creditsSchema(kind: AccountKind) {
  return z.object({
    name: accountNameSchema,
    credits: z
      .number({ error: "Credits must be a whole number" })
      .int("Credits must be a whole number")
      .min(0, "Credits must be 0 or more")
      .max(MAX_TRANSFER, `Credits must be at most ${MAX_TRANSFER}`),
    transaction: z.union([z.literal(0), z.literal(1)], { error: "Transaction must be 0 (add) or 1 (remove)" }),
    // When present it replaces the account's description (the super reseller's update form, §2.2).
    desc: description(kind).optional(),
  });
}
export type CreditsInput = z.output<ReturnType<typeof creditsSchema>>;

/** A changed password: at least 4 characters (§5, §9), at most 15. */
export const changePasswordSchema = z.object({ name: accountNameSchema, password: password(4) });

export const nameSchema = z.object({ name: accountNameSchema });
