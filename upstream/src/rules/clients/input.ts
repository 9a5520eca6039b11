// The bodies and queries of the client calls (clients spec §7) and their field rules (§5, §9).
// Shape errors answer 400 through http/input.ts; rules that need the database live in checks.ts.
import { z } from "zod";
import { themeValues } from "../../db/schema";
import { plainText } from "../../http/text";

export const MAC_PATTERN = /^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/;
export const CUSTOM_SELECTION = 3;

// Booleans as the panel may send them: true/false, 1/0 or their string forms.
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["true", "false", "0", "1"])])
  .transform((v) => v === true || v === 1 || v === "true" || v === "1");
/** A whole number in a JSON body: a number and nothing else (true or [1] is never one month). */
export const whole = (min: number, max: number) => z.number().int().min(min).max(max);
/** A whole number in a query string: digits only, or a number. */
export const queryWhole = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,10}$/, "Expected a whole number")
        .transform(Number),
    ])
    .pipe(whole(min, max));
/**
 * A list's search: printable text (a search of control characters is refused, not dropped to
 * nothing, which would match every client), trimmed, at most 100 characters.
 */
export const listSearch = plainText().trim().max(100).default("");

export const clientName = plainText()
  .trim()
  .min(1, "Login name is required")
  .max(15, "Login name is too long")
  .regex(/^[^\s/?#%\\]+$/, "Login name may not contain spaces or / ? # % \\");

const fields = {
  password: plainText().min(1, "Password is required").max(15, "Password is too long"),
  // Upper-cased so that uniqueness does not depend on how the MAC was typed; "" = no device.
  stb_mac: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => v === "" || MAC_PATTERN.test(v), "MAC address must be six hex pairs separated by colons"),
  ministra: flag,
  desc: plainText().max(499, "Description is too long"),
  phone: plainText().trim().max(14, "Phone is too long"),
  server: whole(0, 2),
  package_selection: whole(1, 1_000_000),
  packages: z.array(whole(1, 1_000_000)).max(500),
  dealer: plainText().trim().max(15),
  reseller: plainText().trim().max(15),
};

export const addClientSchema = z.object({
  login: clientName,
  password: fields.password,
  stb_mac: fields.stb_mac.default(""),
  ministra: fields.ministra.default(false),
  months: whole(0, 12).default(0),
  desc: fields.desc.default(""),
  phone: fields.phone.default(""),
  package_selection: fields.package_selection.default(8),
  packages: fields.packages.default([]),
  server: fields.server.default(0),
  dealer: fields.dealer.default(""),
  reseller: fields.reseller.default(""),
});
export type AddClientInput = z.output<typeof addClientSchema>;

// Save: `login` names the client; every other field is optional and keeps its value when absent.
export const saveClientSchema = z.object({
  login: clientName,
  password: fields.password.optional(),
  parent_pass: plainText().min(1).max(15).optional(),
  alt_player: flag.optional(),
  // The MAC the form was loaded with; the client is found by login, so this is informational.
  o_mac: plainText().max(17, "MAC address is too long").optional(),
  stb_mac: fields.stb_mac.optional(),
  ministra: fields.ministra.optional(),
  months: whole(0, 12).default(0),
  desc: fields.desc.optional(),
  phone: fields.phone.optional(),
  status: flag.optional(),
  package_selection: fields.package_selection.optional(),
  packages: fields.packages.optional(),
  theme: z.enum(themeValues).optional(),
  server: fields.server.optional(),
  dealer: fields.dealer.optional(),
  reseller: fields.reseller.optional(),
});
export type SaveClientInput = z.output<typeof saveClientSchema>;

export const nameSchema = z.object({ name: clientName });
export const renewSchema = z.object({ name: clientName, months: whole(1, 12) });
export const retrieveSchema = z.object({ login: clientName, credits: whole(1, 12) });

export const SORT_KEYS = ["name", "expiry", "description", "mac", "created"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
const sortPattern = new RegExp(`^-?(${SORT_KEYS.join("|")})$`);

export const MAX_PER_PAGE = 100_000;

export const listQuerySchema = z.object({
  page: queryWhole(1, 10_000_000).default(1),
  per_page: queryWhole(1, MAX_PER_PAGE).default(10),
  // Refused, not dropped: the search column separates its fields with a control character (0003).
  search: listSearch,
  tab: z.enum(["all", "active", "expired"]).default("all"),
  // "name" ascending, "-expiry" descending, …
  sort: z
    .string()
    .regex(sortPattern, `sort must be one of ${SORT_KEYS.join(", ")}, optionally prefixed with -`)
    .default("name"),
  // all=1: every matching row on one page (exports), up to MAX_PER_PAGE.
  all: flag.default(false),
});
export type ListQuery = z.output<typeof listQuerySchema>;

export const packagesQuerySchema = z.object({ server: queryWhole(0, 2).default(0) });
