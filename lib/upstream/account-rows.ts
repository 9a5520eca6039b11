import "server-only";
import type { z } from "zod";
import type { Operation } from "@/lib/operations";
import { dealerListSchema, resellerListSchema, superResellerListSchema } from "@/lib/schemas/accounts";
import { readAllPages, uniqueRows } from "./all-pages";
import type { Caller } from "./caller";
import type { Calls } from "./send";

// The account lists as every backend answers them: whole, or in pages a backend says it has
// (./all-pages.ts), each account once. Read through a backend's calls, so its adapter can count
// them too.

async function accountList<S extends z.ZodType<unknown[]>>(
  calls: Calls,
  caller: Caller,
  schema: S,
  operation: Operation,
  nameOf: (row: z.output<S>[number]) => string,
) {
  const read = (page?: number) => calls.get(schema, caller, operation, page ? { query: { page } } : {}) as Promise<z.output<S>[number][]>;
  return uniqueRows(operation, await readAllPages(operation, read), nameOf);
}

export const superResellerRowsOn = (calls: Calls, caller: Caller) => accountList(calls, caller, superResellerListSchema, "superResellers.list", (r) => r.name);
export const resellerRowsOn = (calls: Calls, caller: Caller) => accountList(calls, caller, resellerListSchema, "resellers.list", (r) => r.reseller);
export const dealerRowsOn = (calls: Calls, caller: Caller) => accountList(calls, caller, dealerListSchema, "dealers.list", (r) => r.dealer);
