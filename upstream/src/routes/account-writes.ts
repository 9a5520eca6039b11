// The account writes of accounts spec §7: add, edit and delete, for each kind of account the
// role manages (rules/accounts/kinds.ts). Each runs through mutation(): one transaction,
// Idempotency-Key honoured.
import { hashPassword } from "../auth/passwords";
import type { RouteModule } from "../http/context";
import { parseInput } from "../http/input";
import { mutation } from "../http/mutation";
import { addAccount } from "../rules/accounts/create";
import { editAccount } from "../rules/accounts/edit";
import { addAccountSchema, editAccountSchema, nameSchema } from "../rules/accounts/input";
import { ACCOUNT_CALLS, callsOf } from "../rules/accounts/kinds";
import { removeAccount } from "../rules/accounts/remove";

export const accountWriteRoutes: RouteModule = (routes, role, deps) => {
  const calls = ACCOUNT_CALLS[role];

  // POST /<prefix>/<superreseller|reseller|dealer> – add an account; answers its detail.
  for (const [kind, path] of callsOf(calls.entity)) {
    const schema = addAccountSchema(role, kind);
    routes.post(`/${path}`, async (c) => {
      const input = parseInput(schema, c.var.body);
      const hash = await hashPassword(input.password);
      return mutation(c, deps, (tx) => addAccount(tx, c.var.actor, kind, input, hash, deps.now()));
    });
  }

  // POST /<prefix>/editreseller, /<prefix>/editdealer – move under another parent, new description.
  for (const [kind, path] of callsOf(calls.edit)) {
    const schema = editAccountSchema(kind);
    routes.post(`/${path}`, async (c) => {
      const input = parseInput(schema, c.var.body);
      return mutation(c, deps, (tx) => editAccount(tx, c.var.actor, kind, input, deps.now()));
    });
  }

  // POST /<prefix>/removereseller, /<prefix>/removedealer – delete an empty account.
  for (const [kind, path] of callsOf(calls.remove)) {
    routes.post(`/${path}`, async (c) => {
      const { name } = parseInput(nameSchema, c.var.body);
      return mutation(c, deps, (tx) => removeAccount(tx, c.var.actor, kind, name, deps.now));
    });
  }
};
