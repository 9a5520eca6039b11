import "server-only";
import type { ClientInput, ClientUpdateInput } from "@/lib/schemas/client";
import { clientDetailSchema, actionResultSchema, packageListSchema, subpackagesSchema, transactionListSchema } from "@/lib/schemas/client-detail";
import { clientListResponseSchema, type ListQuery } from "@/lib/schemas/client-list";
import type { SessionData } from "@/lib/session-cookie";
import { upstreamFetch } from "./fetch";
import { rolePath } from "./paths";

type Caller = Pick<SessionData, "token" | "role">;
type Spend = { idempotencyKey?: string };

export function listClients(caller: Caller, query: Omit<ListQuery, "size"> & { size: number }) {
  return upstreamFetch(clientListResponseSchema, {
    method: "GET",
    path: rolePath(caller.role, "clientlist"),
    token: caller.token,
    query: { tab: query.tab, search: query.q || undefined, page: query.page, per_page: query.size, sort: query.sort },
  });
}

export function getClient(caller: Caller, name: string) {
  return upstreamFetch(clientDetailSchema, { method: "GET", path: rolePath(caller.role, "client", name), token: caller.token });
}

/** Owners go upstream only from the roles whose forms choose them (clients spec §7). */
function owners(caller: Caller, input: { reseller: string; dealer: string }) {
  if (caller.role === "dealer") return {};
  if (caller.role === "reseller") return { dealer: input.dealer };
  return { dealer: input.dealer, reseller: input.reseller };
}

function common(input: ClientInput) {
  return {
    login: input.login,
    password: input.password,
    stb_mac: input.ministra ? "" : input.mac.toUpperCase(),
    ministra: input.ministra,
    months: input.months,
    desc: input.description,
    phone: input.phone,
    package_selection: input.package_selection,
    packages: input.package_selection === 3 ? input.packages : [],
    server: input.server,
  };
}

export function addClient(caller: Caller, input: ClientInput, { idempotencyKey }: Spend) {
  return upstreamFetch(actionResultSchema, {
    method: "POST",
    path: rolePath(caller.role, "client"),
    token: caller.token,
    idempotencyKey,
    body: { ...common(input), ...owners(caller, input) },
  });
}

export function saveClient(caller: Caller, input: ClientUpdateInput, { idempotencyKey }: Spend) {
  // The dealer's form also edits the adult password, alt player and theme; the others do not send them.
  // An empty adult password is left out, so the upstream keeps the one it has.
  const dealerOnly =
    caller.role === "dealer" ? { ...(input.parent_pass ? { parent_pass: input.parent_pass } : {}), alt_player: input.alt_player, theme: input.theme } : {};
  return upstreamFetch(actionResultSchema, {
    method: "POST",
    path: rolePath(caller.role, "saveclient"),
    token: caller.token,
    idempotencyKey,
    body: { ...common(input), o_mac: input.o_mac, status: input.status, ...dealerOnly, ...owners(caller, input) },
  });
}

const post = (caller: Caller, call: string, body: Record<string, unknown>, idempotencyKey?: string) =>
  upstreamFetch(actionResultSchema, { method: "POST", path: rolePath(caller.role, call), token: caller.token, body, idempotencyKey });

export const resetClient = (caller: Caller, name: string) => post(caller, "resetclient", { name });
export const deleteClient = (caller: Caller, name: string) => post(caller, "deleteclient", { name });
export const renewClient = (caller: Caller, name: string, months: number, { idempotencyKey }: Spend) =>
  post(caller, "renew", { name, months }, idempotencyKey);
export const retrieveCredits = (caller: Caller, name: string, months: number, { idempotencyKey }: Spend) =>
  post(caller, "retrieve", { login: name, credits: months }, idempotencyKey);

export function getPackages(caller: Caller, server: number) {
  return upstreamFetch(packageListSchema, { method: "GET", path: rolePath(caller.role, "packages"), token: caller.token, query: { server } });
}

export async function getSubpackages(caller: Caller, name: string, server: number) {
  const path = rolePath(caller.role, "subpackages", name, String(server));
  return (await upstreamFetch(subpackagesSchema, { method: "GET", path, token: caller.token })).subs;
}

export function getClientHistory(caller: Caller, name: string) {
  return upstreamFetch(transactionListSchema, { method: "GET", path: rolePath(caller.role, "history", name), token: caller.token });
}
