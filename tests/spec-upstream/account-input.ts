// Checks and helpers shared by the account calls: new accounts, transfers of credits, deletes.
import { nowStamp } from "./dates";
import { bad, conflict, refused } from "./errors";
import { accountName, int, password, text } from "./input";
import { childrenOf, clientsUnder, checkFunds, ledger, move } from "./state";
import type { Account, Role, State } from "./types";

type Body = Record<string, unknown>;

/** Validates a new account's body and adds it under `parent`. */
export function createAccount(s: State, body: Body, role: Role, parent: Account, descMax = 500): Account {
  const name = accountName(body.login, "Login name");
  const pw = password(body.password, 1);
  const description = text(body, "description", descMax).trim();
  if (s.accounts.has(name)) throw conflict("Login name already exists");
  const account: Account = { name, role, password: pw, parent: parent.name, credits: 0, description, created: nowStamp() };
  s.accounts.set(name, account);
  return account;
}

/** `desc`/`description` when present replaces the description; absent keeps it. */
export function newDescription(body: Body, field: string, current: string, max = 500): string {
  return body[field] === undefined ? current : text(body, field, max).trim();
}

export function parentName(body: Body, field: string, message: string): string {
  if (typeof body[field] !== "string" || (body[field] as string).trim() === "") throw bad(message);
  return accountName(body[field], field);
}

/** transaction 0 moves `credits` from the caller to the account, 1 moves them back. */
export function transfer(s: State, me: Account, target: Account, body: Body): void {
  const n = int(body.credits, "credits", 1, 10_000);
  const tx = int(body.transaction, "transaction", 0, 1);
  if (tx === 0) {
    checkFunds(me, n);
    move(me, -n);
    move(target, n);
  } else {
    if ((target.credits ?? 0) < n) throw refused(`${target.name} has only ${target.credits ?? 0} credits`);
    move(target, -n);
    move(me, n);
  }
  ledger(s, {
    account: me.name,
    type: tx ? "REMOVE" : "ADD",
    login: target.name,
    credits: n,
    expiry: null,
    description: tx ? "Credits removed" : "Credits added",
  });
  ledger(s, {
    account: target.name,
    type: tx ? "REMOVED" : "RECEIVED",
    login: me.name,
    credits: n,
    expiry: null,
    description: tx ? "Credits removed" : "Credits added",
  });
}

/** Deletes an account with nothing below it; its credits go back to its parent. */
export function removeAccount(s: State, a: Account): { name: string } {
  const children = childrenOf(s, a.name).length;
  const clients = clientsUnder(s, a).length;
  if (children) throw conflict(`${a.name} still has ${children} dealer${children === 1 ? "" : "s"}`);
  if (clients) throw conflict(`${a.name} still has ${clients} client${clients === 1 ? "" : "s"}`);
  const parent = a.parent ? s.accounts.get(a.parent) : undefined;
  if (parent && a.credits) {
    move(parent, a.credits);
    ledger(s, {
      account: parent.name,
      type: "REMOVE",
      login: a.name,
      credits: a.credits,
      expiry: null,
      description: `${a.credits} credits returned when ${a.name} was deleted`,
    });
  }
  s.accounts.delete(a.name);
  return { name: a.name };
}
