// Money and secrets of accounts: credit moves, password changes, the caller's transactions.
import { newDescription, transfer } from "./account-input";
import { accountName, password } from "./input";
import { ALL, post, get, type Ctx, type Route } from "./router";
import { findAccount } from "./state";
import type { Role } from "./types";
import { ledgerOf, list } from "./views";

/** A password change of an account of `kind` below the caller. */
const changePassword =
  (kind: Role) =>
  ({ s, me, body }: Ctx) => {
    const account = findAccount(s, me, accountName(body.name), kind);
    account.password = password(body.password, 4);
    return { message: "Password changed" };
  };

export const creditRoutes: Route[] = [
  // A super reseller's credits and description (the Update Super Reseller form).
  post(["admin"], "/save", ({ s, me, body }) => {
    const m = findAccount(s, me, accountName(body.name), "manager");
    const description = newDescription(body, "desc", m.description, 50);
    transfer(s, me, m, body);
    m.description = description;
    return { name: m.name };
  }),
  post(["admin", "manager"], "/dealercredits", ({ s, me, body }) => {
    const d = findAccount(s, me, accountName(body.name), "dealer");
    transfer(s, me, d, body);
    return { name: d.name };
  }),

  post(["admin"], "/changepassword", changePassword("manager")),
  post(["admin"], "/changepasswordreseller", changePassword("reseller")),
  post(["manager"], "/changepassword", changePassword("reseller")),
  post(["manager"], "/changepassworddealer", changePassword("dealer")),
  post(["reseller"], "/changepassword", changePassword("dealer")),

  get(ALL, "/transactions", ({ s, me, opts }) =>
    list(
      opts,
      ledgerOf(s, (r) => r.account === me.name),
    ),
  ),
];
