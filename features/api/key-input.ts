// What creating an API key sends, checked by the keys screen's form and by the BFF alike.
import ipaddr from "ipaddr.js";
import { z } from "zod";
import { codeSchema } from "@/lib/schemas/two-factor";
import { oneLine } from "@/lib/schemas/text";
import { API_SCOPES, MAX_ALLOWED_RANGES, MAX_KEY_DAYS } from "./scopes";

export const KEY_MESSAGES = {
  nameRequired: "Give the key a name",
  nameTooLong: "The name is at most 60 characters",
  scopesRequired: "Choose at least one permission",
  days: `Enter a number of days from 1 to ${MAX_KEY_DAYS}, or leave it empty for a key that does not expire`,
  range: "Write each address as an IP address or a range such as 203.0.113.0/24",
  tooManyRanges: `At most ${MAX_ALLOWED_RANGES} addresses or ranges`,
  codeRequired: "Enter a current code from your authenticator app or a recovery code to create a key",
  passwordRequired: "Enter your password",
} as const;

/** An address or range as the key keeps it: a CIDR range (a lone address becomes its /32 or /128). */
export function normalRange(value: string): string | null {
  const text = value.trim();
  if (ipaddr.isValidCIDR(text)) {
    const [net, bits] = ipaddr.parseCIDR(text);
    return `${net.toString()}/${bits}`;
  }
  if (ipaddr.isValid(text)) {
    const address = ipaddr.parse(text);
    return `${address.toString()}/${address.kind() === "ipv4" ? 32 : 128}`;
  }
  return null;
}

const range = z
  .string()
  .max(50, KEY_MESSAGES.range)
  .transform((value, context) => {
    const normal = normalRange(value);
    if (normal === null) context.addIssue({ code: "custom", message: KEY_MESSAGES.range });
    return normal ?? "";
  });

export const createKeySchema = z.object({
  name: oneLine().trim().min(1, KEY_MESSAGES.nameRequired).max(60, KEY_MESSAGES.nameTooLong),
  scopes: z
    .array(z.enum(API_SCOPES), { error: KEY_MESSAGES.scopesRequired })
    .min(1, KEY_MESSAGES.scopesRequired)
    .max(API_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
  expiresInDays: z
    .number({ error: KEY_MESSAGES.days })
    .int(KEY_MESSAGES.days)
    .min(1, KEY_MESSAGES.days)
    .max(MAX_KEY_DAYS, KEY_MESSAGES.days)
    .nullable()
    .default(null),
  allowed: z.array(range).max(MAX_ALLOWED_RANGES, KEY_MESSAGES.tooManyRanges).default([]),
  code: codeSchema.optional(),
});

export type CreateKeyInput = z.input<typeof createKeySchema>;

export const keyIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) });

export const credentialSchema = z.object({ password: z.string({ error: KEY_MESSAGES.passwordRequired }).min(1, KEY_MESSAGES.passwordRequired).max(100) });

/** A key as the screen lists it: never its secret. */
export type KeyView = {
  id: string;
  name: string;
  owner: { role: string; name: string };
  prefix: string;
  scopes: string[];
  expiresAt: string | null;
  allowed: string[];
  createdAt: string;
  lastUsedAt: string | null;
  lastUsedAddress: string | null;
  revokedAt: string | null;
  /** As of the answer: revoked, past its expiry, or usable. */
  status: "active" | "revoked" | "expired";
  own: boolean;
};
