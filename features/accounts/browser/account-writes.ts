// The account writes as the browser calls them (app/api/accounts/): each body the input of the
// schema its handler parses, each answer what its handler returns (lib/upstream/accounts.ts).
import type { z } from "zod";
import { accountPath, type AccountKind } from "@/lib/accounts/kinds";
import type { TwoFactorResetAnswer } from "@/lib/schemas/two-factor";
import type {
  AccountWriteAnswer,
  addAccountSchema,
  changePasswordSchema,
  CreditsMoveAnswer,
  creditsMoveSchema,
  editAccountSchema,
} from "@/lib/schemas/accounts";
import { bffCall } from "@/lib/browser/typed-call";

export const accountWrites = {
  /** POST /api/accounts/:kind */
  add: (kind: AccountKind) => bffCall<z.input<ReturnType<typeof addAccountSchema>>, AccountWriteAnswer>("POST", accountPath(kind)),
  /** PUT /api/accounts/:kind/:name */
  edit: (kind: AccountKind, name: string) => bffCall<z.input<ReturnType<typeof editAccountSchema>>, AccountWriteAnswer>("PUT", accountPath(kind, name)),
  /** POST /api/accounts/:kind/:name/credits: moves credits, so useSubmit sends it with `spends`. */
  credits: (kind: AccountKind, name: string) =>
    bffCall<z.input<ReturnType<typeof creditsMoveSchema>>, CreditsMoveAnswer>("POST", `${accountPath(kind, name)}/credits`),
  /** POST /api/accounts/:kind/:name/password */
  password: (kind: AccountKind, name: string) =>
    bffCall<z.input<typeof changePasswordSchema>, AccountWriteAnswer>("POST", `${accountPath(kind, name)}/password`),
  /** POST /api/accounts/:kind/:name/two-factor-reset: reads no body, the browser sends `{}`. */
  twoFactorReset: (kind: AccountKind, name: string) =>
    bffCall<Record<string, never>, TwoFactorResetAnswer>("POST", `${accountPath(kind, name)}/two-factor-reset`),
};
