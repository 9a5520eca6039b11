// The account hierarchy's shapes (accounts spec §3, §5): what the upstream answers, and the zod
// schemas the forms and the BFF share, with the spec's messages where it has them.
import { z } from "zod";
import { accountNameSchema, oneLine } from "./text";
import { count, credits, moment, text } from "./fields";
import { listOf } from "./tolerant";
import type { NameAnswer, NamedAnswer, transferWriteAnswer } from "./write-answer";

// ── What the upstream answers ───────────────────────────────────────────────────────────────

// Reads tolerate what a spec backend may leave out (accounts spec §3 names the fields, not
// whether each is always there): a missing text is "", a missing count 0, a missing owner null.
// Each field is read by its meaning (./fields.ts): counts and credits as numbers or their digits.
const optionalText = text({ empty: "" });
const optionalCount = count({ empty: 0 });
const ownerName = text({ empty: null });

export const superResellerRowSchema = z.object({
  name: text(),
  description: optionalText,
  created: moment({ empty: "" }),
  credits: credits({ empty: 0 }),
  resellerCount: optionalCount,
  dealersCount: optionalCount,
  clientsCount: optionalCount,
});
export type SuperResellerRow = z.infer<typeof superResellerRowSchema>;

export const resellerRowSchema = z.object({
  reseller: text(),
  manager: ownerName,
  description: optionalText,
  credits: credits({ empty: 0 }),
  dealersCount: optionalCount,
  clientsCount: optionalCount,
});
export type ResellerRow = z.infer<typeof resellerRowSchema>;

export const dealerRowSchema = z.object({
  dealer: text(),
  reseller: ownerName,
  manager: ownerName,
  description: optionalText,
  credits: credits({ empty: 0 }),
  clientsCount: optionalCount,
});
export type DealerRow = z.infer<typeof dealerRowSchema>;

/** Each list bare or as { data } (the super reseller list also carries a count, which the BFF recounts). */
export const superResellerListSchema = listOf(superResellerRowSchema);
export const resellerListSchema = listOf(resellerRowSchema);
export const dealerListSchema = listOf(dealerRowSchema);
/** Each account kind's list answer, by the kind (its role value). */
export const ACCOUNT_LIST_SCHEMAS = { manager: superResellerListSchema, reseller: resellerListSchema, dealer: dealerListSchema } as const;

/** One account as its edit screen shows it; `owner` is its super reseller or reseller ("" for none). */
export type AccountDetail = { name: string; credits: number; description: string; owner: string; created?: string };

// One account: the spec's dealer detail is { name, credits, description }, its super reseller item
// adds counts; an owner the answer lacks is "" (the edit form then asks for one).
export const superResellerDetailSchema = z
  .object({ name: text(), created: moment({ empty: "" }), credits: credits({ empty: 0 }), description: optionalText })
  .transform((a): AccountDetail => ({ ...a, owner: "" }));
export const resellerDetailSchema = z
  .object({ name: text(), credits: credits({ empty: 0 }), description: optionalText, superReseller: optionalText })
  .transform(({ superReseller, ...a }): AccountDetail => ({ ...a, owner: superReseller }));
export const dealerDetailSchema = z
  .object({ name: text(), credits: credits({ empty: 0 }), description: optionalText, reseller: optionalText })
  .transform(({ reseller, ...a }): AccountDetail => ({ ...a, owner: reseller }));

// ── What the forms send ─────────────────────────────────────────────────────────────────────

export const ACCOUNT_MESSAGES = {
  superReseller: "Please select a super reseller",
  reseller: "Please select a reseller",
  loginRequired: "Login name is required",
  loginTooLong: "Login name is too long",
  passwordRequired: "Password is required",
  passwordTooLong: "Password is too long",
  passwordTooShort: "Password must be at least 4 characters",
  passwordsDiffer: "The passwords do not match",
  descriptionTooLong: "Description is too long",
  amount: "Choose an amount",
} as const;

/** Which account a form is about: the kinds below the admin, by their role value. */
export type AccountKind = "manager" | "reseller" | "dealer";

/** Super resellers' descriptions hold 50 characters (spec §9); the others' 500 (the upstream's limit). */
export const DESCRIPTION_MAX: Record<AccountKind, number> = { manager: 50, reseller: 500, dealer: 500 };

const login = accountNameSchema(ACCOUNT_MESSAGES.loginRequired, ACCOUNT_MESSAGES.loginTooLong);
// Exactly what the reference upstream takes (upstream/src/rules/accounts/input.ts): passwords and
// descriptions are one line of printable text (no line break or tab either), so nothing the
// upstream would refuse is forwarded.
const password = oneLine().min(1, ACCOUNT_MESSAGES.passwordRequired).max(15, ACCOUNT_MESSAGES.passwordTooLong);
const description = (kind: AccountKind) => oneLine().max(DESCRIPTION_MAX[kind], ACCOUNT_MESSAGES.descriptionTooLong);
const owner = (message: string) => accountNameSchema(message, "Name is too long");

/** Add Super Reseller, Reseller or Dealer; the owner select is there only where the role chooses one. */
export function addAccountSchema(kind: AccountKind, ownerField: "superReseller" | "reseller" | null) {
  const base = z.object({ login, password, description: description(kind) });
  if (ownerField === "superReseller") return base.extend({ superReseller: owner(ACCOUNT_MESSAGES.superReseller) });
  if (ownerField === "reseller") return base.extend({ reseller: owner(ACCOUNT_MESSAGES.reseller) });
  return base;
}
export type AddAccountInput = z.infer<ReturnType<typeof addAccountSchema>>;

/** The edit panel: a new owner (super reseller or reseller) and the description. */
export function editAccountSchema(kind: AccountKind) {
  return z.object({ owner: owner(kind === "reseller" ? ACCOUNT_MESSAGES.superReseller : ACCOUNT_MESSAGES.reseller), description: description(kind) });
}

/** Credit amounts (spec §9): 1-99 then hundreds to 1000; a super reseller's update goes on to 10000. */
const HUNDREDS = Array.from({ length: 9 }, (_, i) => (i + 1) * 100);
const ONES = Array.from({ length: 99 }, (_, i) => i + 1);
export const CREDIT_AMOUNTS: Record<AccountKind, readonly number[]> = {
  manager: [...ONES, ...HUNDREDS, 1000, 1500, 2000, 2500, 5000, 10000],
  reseller: [...ONES, ...HUNDREDS, 1000],
  dealer: [...ONES, ...HUNDREDS, 1000],
};
export const ADD_CREDITS = 0;
export const REMOVE_CREDITS = 1;

/** A credit move: Add (0) or Remove (1) an amount from the list; `desc`, where the form has one, replaces the description. */
export function creditsMoveSchema(kind: AccountKind, withDescription: boolean) {
  const base = z.object({
    transaction: z.union([z.literal(ADD_CREDITS), z.literal(REMOVE_CREDITS)]),
    credits: z
      .number()
      .int()
      .refine((n) => CREDIT_AMOUNTS[kind].includes(n), ACCOUNT_MESSAGES.amount),
  });
  return withDescription ? base.extend({ desc: description(kind) }) : base;
}
export type CreditsMoveInput = z.infer<ReturnType<typeof creditsMoveSchema>>;

/**
 * What the BFF answers a credit move (POST /api/accounts/:kind/:name/credits): the upstream's
 * answer as transferWriteAnswer read it, the account's name always there. `balance`, the
 * caller's balance after the move, only where the upstream said it (the reference upstream does).
 */
export type CreditsMoveAnswer = NamedAnswer<typeof transferWriteAnswer>;

/** What the BFF answers the other account writes (add, password, edit, delete): the account's name. */
export type AccountWriteAnswer = NameAnswer;

/** Change Password: twice the same, 4 to 15 characters (spec §5). */
export const changePasswordSchema = z
  .object({
    password: oneLine().min(4, ACCOUNT_MESSAGES.passwordTooShort).max(15, ACCOUNT_MESSAGES.passwordTooLong),
    confirm: z.string(),
  })
  .refine((value) => value.password === value.confirm, { path: ["confirm"], message: ACCOUNT_MESSAGES.passwordsDiffer });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
