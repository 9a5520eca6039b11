// Answer shapes: exactly the spec's fields, and the option-driven shapes of counts and lists.
import { accountsBelow, childrenOf, clientsUnder, resellerOf } from "./state";
import type { Account, Client, LedgerRow, SpecUpstreamOptions, State } from "./types";

/** The spec's client fields; `reseller` and `dealer` only for the roles above the dealer. */
export function clientView(s: State, c: Client, withOwners: boolean) {
  const base = {
    name: c.name,
    password: c.password,
    parent_pass: c.parent_pass,
    description: c.description,
    mac: c.mac,
    ministra: c.ministra,
    alt_player: c.alt_player,
    status: c.status,
    expiry: c.expiry,
    last_updated: c.last_updated,
    last_active: c.last_active,
    stb_sn: c.stb_sn,
    stb_type: c.stb_type,
    version: c.version,
    online: c.online,
    phone: c.phone,
    theme: c.theme,
    server: c.server,
    package_selection: c.package_selection,
    packages: c.packages,
  };
  return withOwners ? { ...base, reseller: resellerOf(s, c.dealer), dealer: c.dealer } : base;
}

export function count(opts: SpecUpstreamOptions, n: number) {
  return opts.countShape === "total" ? { total: n } : n;
}

export function list<T>(opts: SpecUpstreamOptions, rows: T[]) {
  return opts.listShape === "data" ? { data: rows } : rows;
}

export function ledgerView(r: LedgerRow) {
  return { created: r.created, type: r.type, login: r.login, credits: r.credits, expiry: r.expiry, description: r.description };
}

/** Newest first. */
export function ledgerOf(s: State, pick: (r: LedgerRow) => boolean) {
  return s.ledger
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => pick(r))
    .sort((a, b) => b.r.created.localeCompare(a.r.created) || b.i - a.i)
    .map(({ r }) => ledgerView(r));
}

const managerOf = (s: State, a: Account) => {
  const p = a.parent ? s.accounts.get(a.parent) : undefined;
  return p?.role === "manager" ? p.name : "";
};

export function resellerItem(s: State, r: Account) {
  return {
    manager: managerOf(s, r),
    reseller: r.name,
    description: r.description,
    credits: r.credits ?? 0,
    dealersCount: childrenOf(s, r.name).length,
    clientsCount: clientsUnder(s, r).length,
  };
}

export function dealerItem(s: State, d: Account) {
  const r = d.parent ? s.accounts.get(d.parent) : undefined;
  return {
    manager: r ? managerOf(s, r) : "",
    reseller: d.parent ?? "",
    dealer: d.name,
    description: d.description,
    credits: d.credits ?? 0,
    clientsCount: clientsUnder(s, d).length,
  };
}

export function superResellerItem(s: State, m: Account) {
  return {
    name: m.name,
    description: m.description,
    created: m.created,
    credits: m.credits ?? 0,
    resellerCount: accountsBelow(s, m, "reseller").length,
    dealersCount: accountsBelow(s, m, "dealer").length,
    clientsCount: clientsUnder(s, m).length,
  };
}

export const dealerDetail = (d: Account) => ({ name: d.name, credits: d.credits ?? 0, description: d.description });

export function resellerDetail(s: State, r: Account) {
  return { name: r.name, credits: r.credits ?? 0, description: r.description, superReseller: managerOf(s, r) };
}
