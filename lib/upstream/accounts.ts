import "server-only";
import type { ListPage, ListQuery } from "@/lib/list/query";
import { pageLocally, type LocalListRules } from "@/lib/list/local-page";
import { ACCOUNT_OPERATIONS, ACCOUNT_RULES, type AccountListOf, type AccountRowOf } from "@/lib/resources/accounts";
import {
  dealerDetailSchema,
  resellerDetailSchema,
  superResellerDetailSchema,
  type AccountKind,
  type AccountWriteAnswer,
  type AddAccountInput,
  type CreditsMoveAnswer,
  type CreditsMoveInput,
} from "@/lib/schemas/accounts";
import type { Operation } from "@/lib/operations";
import { nameWriteAnswer, transferWriteAnswer } from "@/lib/schemas/write-answer";
import { currentBackend } from "@/lib/backends";
import { accountRowsOn } from "./account-rows";
import { upstreamGet, upstreamPost, type Caller } from "./call";

// The upstream answers each account list whole; the BFF pages, searches and sorts it, so the
// browser receives one page like every other list, with the rules of each list's resource module.

const callsNow = async () => (await currentBackend()).calls;
/** Every account of a kind in the caller's list. */
export const accountRows = async <K extends AccountKind>(kind: K, caller: Caller) => accountRowsOn(kind, await callsNow(), caller);

/** One page of the caller's accounts of a kind, searched, sorted and paged by the BFF. */
export async function listAccounts<K extends AccountKind>(kind: K, caller: Caller, query: ListQuery): Promise<ListPage<AccountRowOf[K]>> {
  return pageLocally(await accountRows(kind, caller), query, ACCOUNT_RULES[kind] as LocalListRules<AccountRowOf[K], AccountListOf[K]>);
}

export type AccountCall = Exclude<keyof (typeof ACCOUNT_OPERATIONS)["reseller"], "list">;

/** The operation behind an account call, e.g. ("dealer", "credits") → "dealers.credits"; undefined where the kind has none. */
export function accountOperation(kind: AccountKind, call: AccountCall): Operation | undefined {
  return (ACCOUNT_OPERATIONS[kind] as Partial<Record<AccountCall, Operation>>)[call];
}

const DETAIL = { manager: superResellerDetailSchema, reseller: resellerDetailSchema, dealer: dealerDetailSchema } as const;

export function getAccount(caller: Caller, kind: AccountKind, name: string) {
  return upstreamGet(DETAIL[kind], caller, ACCOUNT_OPERATIONS[kind].get, { segments: [name] });
}

/** Add an account: the owner goes as superReseller or reseller where the caller chose one. */
export async function addAccount(caller: Caller, kind: AccountKind, body: AddAccountInput): Promise<AccountWriteAnswer> {
  const answer = await upstreamPost(nameWriteAnswer, caller, ACCOUNT_OPERATIONS[kind].add, body);
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
  const answer = await upstreamPost(transferWriteAnswer, caller, ACCOUNT_OPERATIONS[kind].credits, body, { idempotencyKey });
  return { ...answer, name: answer.name ?? name };
}

export async function changePassword(caller: Caller, kind: AccountKind, name: string, password: string): Promise<AccountWriteAnswer> {
  const answer = await upstreamPost(nameWriteAnswer, caller, ACCOUNT_OPERATIONS[kind].password, { name, password });
  return { name: answer.name ?? name };
}

/** A reseller goes under another super reseller, a dealer under another reseller, with a new description. */
export async function editAccount(caller: Caller, kind: "reseller" | "dealer", name: string, owner: string, description: string): Promise<AccountWriteAnswer> {
  const body = kind === "reseller" ? { name, superReseller: owner, description } : { name, reseller: owner, description };
  const answer = await upstreamPost(nameWriteAnswer, caller, ACCOUNT_OPERATIONS[kind].edit, body);
  return { name: answer.name ?? name };
}

export async function removeAccount(caller: Caller, kind: "reseller" | "dealer", name: string): Promise<AccountWriteAnswer> {
  const answer = await upstreamPost(nameWriteAnswer, caller, ACCOUNT_OPERATIONS[kind].remove, { name });
  return { name: answer.name ?? name };
}
