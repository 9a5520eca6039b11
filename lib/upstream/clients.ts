import "server-only";
import type { ClientInput, ClientUpdateInput } from "@/lib/schemas/client";
import { clientDetailSchema, packageListSchema, subpackagesSchema, transactionListSchema } from "@/lib/schemas/client-detail";
import type { ListPage, QueryOf } from "@/lib/list/query";
import type { CLIENT_LIST } from "@/lib/lists";
import type { ClientRow } from "@/lib/schemas/client-list";
import { monthsWriteAnswer, nameWriteAnswer } from "@/lib/schemas/write-answer";
import { currentBackend } from "@/lib/backends";
import { upstreamGet, upstreamPost, type Caller } from "./call";

type Spend = { idempotencyKey?: string };

/** One page of the caller's clients, searched, sorted and counted by the backend or, where it cannot, by its adapter. */
export async function listClients(caller: Caller, query: QueryOf<typeof CLIENT_LIST>): Promise<ListPage<ClientRow>> {
  return (await currentBackend()).listClients(caller, query);
}

export function getClient(caller: Caller, name: string) {
  return upstreamGet(clientDetailSchema, caller, "clients.get", { segments: [name] });
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
  return upstreamPost(nameWriteAnswer, caller, "clients.add", { ...common(input), ...owners(caller, input) }, { idempotencyKey });
}

export function saveClient(caller: Caller, input: ClientUpdateInput, { idempotencyKey }: Spend) {
  // The dealer's form also edits the adult password, alt player and theme; the others do not send them.
  // An empty adult password is left out, so the upstream keeps the one it has.
  const dealerOnly =
    caller.role === "dealer" ? { ...(input.parent_pass ? { parent_pass: input.parent_pass } : {}), alt_player: input.alt_player, theme: input.theme } : {};
  const body = { ...common(input), o_mac: input.o_mac, status: input.status, ...dealerOnly, ...owners(caller, input) };
  return upstreamPost(nameWriteAnswer, caller, "clients.save", body, { idempotencyKey });
}

export const resetClient = async (caller: Caller, name: string) => ({
  name: (await upstreamPost(nameWriteAnswer, caller, "clients.reset", { name })).name ?? name,
});
export const deleteClient = async (caller: Caller, name: string) => ({
  name: (await upstreamPost(nameWriteAnswer, caller, "clients.delete", { name })).name ?? name,
});
export const renewClient = (caller: Caller, name: string, months: number, spend: Spend) =>
  upstreamPost(monthsWriteAnswer, caller, "clients.renew", { name, months }, spend);
export const retrieveCredits = (caller: Caller, name: string, months: number, spend: Spend) =>
  upstreamPost(monthsWriteAnswer, caller, "clients.retrieve", { login: name, credits: months }, spend);

export function getPackages(caller: Caller, server: number) {
  return upstreamGet(packageListSchema, caller, "clients.packages", { query: { server } });
}

export async function getSubpackages(caller: Caller, name: string, server: number) {
  return (await upstreamGet(subpackagesSchema, caller, "clients.subpackages", { segments: [name, String(server)] })).subs;
}

export function getClientHistory(caller: Caller, name: string) {
  return upstreamGet(transactionListSchema, caller, "clients.history", { segments: [name] });
}
