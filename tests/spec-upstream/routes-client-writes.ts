// Client writes: add, save, reset (dealer), delete, renew (dealer), retrieve. Every check runs
// before the first change, so a refused call changes nothing. Idempotency-Key is never read.
import { addDays, addMonths, maxDay, nowStamp, today } from "./dates";
import { conflict, HttpError, refused } from "./errors";
import { bool, clientName, int, text } from "./input";
import { clientPassword, descOf, macOf, ownerOf, packageChoice, phoneOf, selectionOf, serverOf, themeOf } from "./client-input";
import { ABOVE_DEALER, ALL, post, type Ctx, type Route } from "./router";
import { checkFunds, findClient, isActive, ledger, move } from "./state";
import type { Client } from "./types";

const RESET_WINDOW = 10 * 60_000;
const monthsText = (n: number) => `${n} month${n === 1 ? "" : "s"}`;

function add({ s, me, body }: Ctx) {
  const login = clientName(body.login);
  const password = clientPassword(body.password);
  const ministra = bool(body.ministra, "ministra", false);
  const months = int(body.months, "months", 0, 12, 0);
  const description = descOf(body);
  const phone = phoneOf(body);
  const server = serverOf(body.server, 0);
  const package_selection = selectionOf(body.package_selection, 8);
  const packages = packageChoice(server, package_selection, body.packages);
  const dealer = ownerOf(s, me, body, true) ?? me.name;
  if (s.clients.has(login)) throw conflict("Login name already exists");
  const mac = macOf(s, body.stb_mac, ministra, null);
  checkFunds(me, months);
  move(me, -months);
  const expiry = months ? addMonths(today(), months) : addDays(today(), 2);
  const client: Client = {
    name: login,
    password,
    parent_pass: "0000",
    description,
    mac,
    ministra,
    alt_player: false,
    status: true,
    expiry,
    last_updated: nowStamp(),
    last_active: "",
    stb_sn: "",
    stb_type: "",
    version: "",
    online: false,
    phone,
    theme: "classic",
    server,
    package_selection,
    packages,
    dealer,
    trial: months === 0,
    created: nowStamp(),
    lastReset: null,
  };
  s.clients.set(login, client);
  ledger(s, {
    account: me.name,
    client: login,
    type: "NEW CLIENT",
    login,
    credits: months,
    expiry,
    description: months ? monthsText(months) : "Trial - 2 days",
  });
  return { message: "Client created" };
}

function save({ s, me, body }: Ctx) {
  const c = findClient(s, me, clientName(body.login));
  const password = body.password === undefined ? c.password : clientPassword(body.password);
  const parent_pass = body.parent_pass === undefined ? c.parent_pass : text(body, "parent_pass", 15);
  const alt_player = bool(body.alt_player, "alt_player", c.alt_player);
  const ministra = bool(body.ministra, "ministra", c.ministra);
  const status = bool(body.status, "status", c.status);
  const months = int(body.months, "months", 0, 12, 0);
  const description = body.desc === undefined ? c.description : descOf(body);
  const phone = body.phone === undefined ? c.phone : phoneOf(body);
  const theme = themeOf(body.theme, c.theme);
  const server = serverOf(body.server, c.server);
  const package_selection = selectionOf(body.package_selection, c.package_selection);
  const packages = packageChoice(server, package_selection, body.packages ?? c.packages);
  const dealer = ownerOf(s, me, body, false) ?? c.dealer;
  const mac = macOf(s, body.stb_mac === undefined ? c.mac : body.stb_mac, ministra, c.name);
  checkFunds(me, months);
  Object.assign(c, {
    password,
    parent_pass,
    alt_player,
    ministra,
    status,
    description,
    phone,
    theme,
    server,
    package_selection,
    packages,
    dealer,
    mac,
    last_updated: nowStamp(),
  });
  if (months > 0) addTime({ s, me }, c, months);
  return {};
}

/** One credit per month from the actor; expiry = max(expiry, today) + months. Funds checked before. */
function addTime({ s, me }: Pick<Ctx, "s" | "me">, c: Client, months: number) {
  move(me, -months);
  c.expiry = addMonths(maxDay(c.expiry, today()), months);
  c.trial = false;
  ledger(s, { account: me.name, client: c.name, type: "RENEW", login: c.name, credits: months, expiry: c.expiry, description: monthsText(months) });
}

function renew({ s, me, body }: Ctx) {
  const c = findClient(s, me, clientName(body.name));
  const months = int(body.months, "months", 1, 12);
  checkFunds(me, months);
  addTime({ s, me }, c, months);
  return { months, name: c.name };
}

function retrieve({ s, me, body }: Ctx) {
  const c = findClient(s, me, clientName(body.login));
  const months = int(body.credits, "credits", 1, 12);
  let ahead = 0;
  while (ahead < 12 && addMonths(c.expiry, -(ahead + 1)) >= today()) ahead++;
  if (months > ahead) throw refused(`Only ${ahead} month(s) can be retrieved from ${c.name}`);
  c.expiry = addMonths(c.expiry, -months);
  move(me, months);
  ledger(s, { account: me.name, client: c.name, type: "RETRIEVED", login: c.name, credits: months, expiry: c.expiry, description: monthsText(months) });
  return { name: c.name };
}

function reset({ s, me, body }: Ctx) {
  const c = findClient(s, me, clientName(body.name));
  if (c.lastReset !== null && Date.now() - c.lastReset < RESET_WINDOW) {
    throw new HttpError(429, "This client was reset less than 10 minutes ago. Please try again later.", true);
  }
  Object.assign(c, { stb_sn: "", stb_type: "", version: "", online: false, last_active: "", lastReset: Date.now() });
  return { message: "ok" };
}

function remove({ s, me, body }: Ctx) {
  const c = findClient(s, me, clientName(body.name));
  if (isActive(c)) throw conflict(`${c.name} is still active; only expired clients can be deleted`);
  s.clients.delete(c.name);
  return { name: c.name };
}

export const clientWriteRoutes: Route[] = [
  post(ALL, "/client", add),
  post(ALL, "/saveclient", save),
  post(["dealer"], "/resetclient", reset),
  post(["dealer"], "/remove", remove),
  post(ABOVE_DEALER, "/deleteclient", remove),
  post(["dealer"], "/renew", renew),
  post(ALL, "/retrieve", retrieve),
];
