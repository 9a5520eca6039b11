// Credits and passwords of the accounts below the caller (accounts spec §7, §9): the super
// reseller's /admin/save, the reseller and dealer credit calls, and the password changes.
import { hashPassword } from "../auth/passwords";
import type { RouteModule } from "../http/context";
import { parseInput } from "../http/input";
import { mutation } from "../http/mutation";
import { changePasswordSchema, creditsSchema } from "../rules/accounts/input";
import { ACCOUNT_CALLS, callsOf } from "../rules/accounts/kinds";
import { changePassword } from "../rules/accounts/password";
import { transferCredits } from "../rules/accounts/transfer";

export const accountCreditRoutes: RouteModule = (routes, role, deps) => {
  const calls = ACCOUNT_CALLS[role];

  // POST /admin/save, /<prefix>/resellercredits, /<prefix>/dealercredits – add or remove credits.
  for (const [kind, path] of callsOf(calls.credits)) {
    const schema = creditsSchema(kind);
    routes.post(`/${path}`, async (c) => {
      const input = parseInput(schema, c.var.body);
      return mutation(c, deps, (tx) => transferCredits(tx, c.var.actor, kind, input, deps.now));
    });
  }

  // POST /<prefix>/changepassword… – set a new password; the account's tokens are revoked.
  for (const [kind, path] of callsOf(calls.password)) {
    routes.post(`/${path}`, async (c) => {
      const { name, password } = parseInput(changePasswordSchema, c.var.body);
      const hash = await hashPassword(password);
      return mutation(c, deps, (tx) => changePassword(tx, c.var.actor, kind, name, hash, deps.now()));
    });
  }
};
