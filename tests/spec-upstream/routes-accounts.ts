// Account calls of section 7 (companion document): lists, details, add, edit, delete.
import { accountName } from "./input";
import { createAccount, newDescription, parentName, removeAccount } from "./account-input";
import { get, post, type Route } from "./router";
import { accountsBelow, findAccount } from "./state";
import { dealerDetail, list, resellerDetail, resellerItem, superResellerItem } from "./views";

const SR_DESC = 50;

export const accountRoutes: Route[] = [
  get(["admin"], "/resellerlist", ({ s, me, opts }) =>
    list(
      opts,
      accountsBelow(s, me, "reseller").map((r) => resellerItem(s, r)),
    ),
  ),
  get(["admin"], "/superreseller/:name", ({ s, me, params }) => superResellerItem(s, findAccount(s, me, params.name, "manager"))),
  get(["admin", "manager"], "/reseller/:name", ({ s, me, params }) => resellerDetail(s, findAccount(s, me, params.name, "reseller"))),
  get(["admin", "manager", "reseller"], "/dealer/:name", ({ s, me, params }) => dealerDetail(findAccount(s, me, params.name, "dealer"))),

  post(["admin"], "/superreseller", ({ s, me, body }) => {
    const m = createAccount(s, body, "manager", me, SR_DESC);
    return { name: m.name, password: m.password, created: m.created, credits: 0, description: m.description, transaction: 0 };
  }),
  post(["admin"], "/reseller", ({ s, me, body }) => {
    const parent = parentName(body, "superReseller", "Please select a super reseller");
    const manager = findAccount(s, me, parent, "manager");
    return { name: createAccount(s, body, "reseller", manager).name };
  }),
  post(["manager"], "/reseller", ({ s, me, body }) => ({ name: createAccount(s, body, "reseller", me).name })),
  post(["admin", "manager"], "/dealer", ({ s, me, body }) => {
    const reseller = findAccount(s, me, parentName(body, "reseller", "Please select a reseller"), "reseller");
    return { name: createAccount(s, body, "dealer", reseller).name };
  }),
  post(["reseller"], "/dealer", ({ s, me, body }) => dealerDetail(createAccount(s, body, "dealer", me))),

  post(["admin"], "/editreseller", ({ s, me, body }) => {
    const r = findAccount(s, me, accountName(body.name), "reseller");
    const manager = findAccount(s, me, parentName(body, "superReseller", "Please select a super reseller"), "manager");
    const description = newDescription(body, "description", r.description);
    Object.assign(r, { parent: manager.name, description });
    return { name: r.name };
  }),
  post(["admin", "manager"], "/editdealer", ({ s, me, body }) => {
    const d = findAccount(s, me, accountName(body.name), "dealer");
    const reseller = findAccount(s, me, parentName(body, "reseller", "Please select a reseller"), "reseller");
    const description = newDescription(body, "description", d.description);
    Object.assign(d, { parent: reseller.name, description });
    return { name: d.name };
  }),

  post(["admin"], "/removereseller", ({ s, me, body }) => removeAccount(s, findAccount(s, me, accountName(body.name), "reseller"))),
  post(["admin", "manager", "reseller"], "/removedealer", ({ s, me, body }) => removeAccount(s, findAccount(s, me, accountName(body.name), "dealer"))),
];
