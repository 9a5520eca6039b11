import "server-only";
import type { ListPage, ListQuery } from "@/lib/list/query";
import { pageLocally } from "@/lib/list/local-page";
import { DEALER_RULES } from "@/lib/resources/dealers";
import { RESELLER_RULES } from "@/lib/resources/resellers";
import { SUPER_RESELLER_RULES } from "@/lib/resources/super-resellers";
import {
  dealerDetailSchema,
  resellerDetailSchema,
  superResellerDetailSchema,
  type AccountKind,
  type AccountWriteAnswer,
  type AddAccountInput,
  type CreditsMoveAnswer,
  type CreditsMoveInput,
  type DealerRow,
  type ResellerRow,
  type SuperResellerRow,
} from "@/lib/schemas/accounts";
import type { Operation } from "@/lib/operations";
import { nameWriteAnswer, transferWriteAnswer } from "@/lib/schemas/write-answer";
import { currentBackend } from "@/lib/backends";
import { dealerRowsOn, resellerRowsOn, superResellerRowsOn } from "./account-rows";
import { upstreamGet, upstreamPost, type Caller } from "./call";

// The upstream answers each account list whole; the BFF pages, searches and sorts it, so the
// browser receives one page like every other list, with the rules of each list's resource module.

const callsNow = async () => (await currentBackend()).calls;
export const superResellerRows = async (caller: Caller) => superResellerRowsOn(await callsNow(), caller);
export const resellerRows = async (caller: Caller) => resellerRowsOn(await callsNow(), caller);
export const dealerRows = async (caller: Caller) => dealerRowsOn(await callsNow(), caller);

export async function listSuperResellers(caller: Caller, query: ListQuery): Promise<ListPage<SuperResellerRow>> {
  return pageLocally(await superResellerRows(caller), query, SUPER_RESELLER_RULES);
}

export async function listResellers(caller: Caller, query: ListQuery): Promise<ListPage<ResellerRow>> {
  return pageLocally(await resellerRows(caller), query, RESELLER_RULES);
}

export async function listDealers(caller: Caller, query: ListQuery): Promise<ListPage<DealerRow>> {
  return pageLocally(await dealerRows(caller), query, DEALER_RULES);
}

/** The operations of each account kind; one place that says which call does what to whom. */
const CALLS = {
  manager: { get: "superResellers.get", add: "superResellers.add", credits: "superResellers.save", password: "superResellers.password" },
  reseller: {
    get: "resellers.get",
    add: "resellers.add",
    credits: "resellers.credits",
    password: "resellers.password",
    edit: "resellers.edit",
    remove: "resellers.delete",
  },
  dealer: { get: "dealers.get", add: "dealers.add", credits: "dealers.credits", password: "dealers.password", edit: "dealers.edit", remove: "dealers.delete" },
} as const satisfies Record<AccountKind, Record<string, Operation>>;

export type AccountCall = keyof (typeof CALLS)["reseller"];

/** The operation behind an account call, e.g. ("dealer", "credits") → "dealers.credits"; undefined where the kind has none. */
export function accountOperation(kind: AccountKind, call: AccountCall): Operation | undefined {
  return (CALLS[kind] as Partial<Record<AccountCall, Operation>>)[call];
}

const DETAIL = { manager: superResellerDetailSchema, reseller: resellerDetailSchema, dealer: dealerDetailSchema } as const;

export function getAccount(caller: Caller, kind: AccountKind, name: string) {
  return upstreamGet(DETAIL[kind], caller, CALLS[kind].get, { segments: [name] });
}

/** Add an account: the owner goes as superReseller or reseller where the caller chose one. */
export async function addAccount(caller: Caller, kind: AccountKind, body: AddAccountInput): Promise<AccountWriteAnswer> {
  const answer = await upstreamPost(nameWriteAnswer, caller, CALLS[kind].add, body);
  return { name: answer.name ?? body.login };
}

/** Move credits to (0) or from (1) an account; `desc`, where the form has it, replaces its description. */
export async function moveCredits(
  caller: Caller,
  kind: AccountKind,
  name: string,
  input: CreditsMoveInput,
  idempotencyKey: string | undefined,
): Promise<CreditsMoveAnswer> {
  const body = { name, credits: input.credits, transaction: input.transaction, ...("desc" in input ? { desc: input.desc } : {}) };
  const answer = await upstreamPost(transferWriteAnswer, caller, CALLS[kind].credits, body, { idempotencyKey });
  return { ...answer, name: answer.name ?? name };
}

export async function changePassword(caller: Caller, kind: AccountKind, name: string, password: string): Promise<AccountWriteAnswer> {
  const answer = await upstreamPost(nameWriteAnswer, caller, CALLS[kind].password, { name, password });
  return { name: answer.name ?? name };
}

/** A reseller goes under another super reseller, a dealer under another reseller, with a new description. */
export async function editAccount(caller: Caller, kind: "reseller" | "dealer", name: string, owner: string, description: string): Promise<AccountWriteAnswer> {
  const body = kind === "reseller" ? { name, superReseller: owner, description } : { name, reseller: owner, description };
  const answer = await upstreamPost(nameWriteAnswer, caller, CALLS[kind].edit, body);
  return { name: answer.name ?? name };
}

export async function removeAccount(caller: Caller, kind: "reseller" | "dealer", name: string): Promise<AccountWriteAnswer> {
  const answer = await upstreamPost(nameWriteAnswer, caller, CALLS[kind].remove, { name });
  return { name: answer.name ?? name };
}
