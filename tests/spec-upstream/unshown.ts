// "Not shown" calls: the spec names the screens but not the paths. The real business backend has
// them at paths of its own, which the panel's operator maps in a settings file (see
// upstream-calls.json next to this file). These paths are deliberately NOT the reference
// upstream's. Served only with the option `unshownCalls: true`.
//
// Left out on purpose (404 even with the option): the admin credits call, renew for roles other
// than the dealer, the reseller's per-dealer transaction list, the admin delete-by-MAC, logout,
// expiring, bulk renew, audit, capabilities. The admin's and super reseller's per-account ledgers
// are served (whole, newest first, as /transactions), so the BFF's paging of them is tested.
import { newDescription, transfer } from "./account-input";
import { accountName } from "./input";
import { notFound } from "./errors";
import { get, post, type Route } from "./router";
import { accountsBelow, findAccount, inSubtree } from "./state";
import { dealerItem, ledgerOf, list, resellerItem, superResellerItem } from "./views";

export const unshownRoutes: Route[] = [
  get(["admin"], "/superresellerlist", ({ s, me }) => {
    const data = accountsBelow(s, me, "manager").map((m) => superResellerItem(s, m));
    return { count: data.length, data };
  }),
  get(["manager"], "/myresellers", ({ s, me }) => accountsBelow(s, me, "reseller").map((r) => resellerItem(s, r))),
  get(["admin"], "/alldealers", ({ s, me }) => accountsBelow(s, me, "dealer").map((d) => dealerItem(s, d))),
  get(["manager", "reseller"], "/mydealers", ({ s, me }) => accountsBelow(s, me, "dealer").map((d) => dealerItem(s, d))),
  get(["admin", "manager"], "/accountledger/:name", ({ s, me, params, opts }) => {
    const name = accountName(params.name);
    if (name === me.name || !s.accounts.has(name) || !inSubtree(s, me, name)) throw notFound(`${name} not found`);
    return list(
      opts,
      ledgerOf(s, (r) => r.account === name),
    );
  }),
  post(["reseller"], "/savedealercredits", ({ s, me, body }) => {
    const d = findAccount(s, me, accountName(body.name), "dealer");
    const description = newDescription(body, "desc", d.description);
    transfer(s, me, d, body);
    d.description = description;
    return { name: d.name };
  }),
];
