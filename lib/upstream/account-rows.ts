import "server-only";
import { ACCOUNT_NAME_OF, ACCOUNT_OPERATIONS, type AccountRowOf } from "@/lib/resources/accounts";
import { ACCOUNT_LIST_SCHEMAS, type AccountKind } from "@/lib/schemas/accounts";
import { readAllPages, uniqueRows } from "./all-pages";
import type { Caller } from "./caller";
import type { Calls } from "./send";

// The account lists as every backend answers them: whole, or in pages a backend says it has
// (./all-pages.ts), each account once. Read through a backend's calls, so its adapter can count
// them too.

/** Every account of a kind the caller's list holds. */
export async function accountRowsOn<K extends AccountKind>(kind: K, calls: Calls, caller: Caller): Promise<AccountRowOf[K][]> {
  const operation = ACCOUNT_OPERATIONS[kind].list;
  const read = (page?: number) => calls.get(ACCOUNT_LIST_SCHEMAS[kind], caller, operation, page ? { query: { page } } : {}) as Promise<AccountRowOf[K][]>;
  return uniqueRows(operation, await readAllPages(operation, read), ACCOUNT_NAME_OF[kind] as (row: AccountRowOf[K]) => string);
}
