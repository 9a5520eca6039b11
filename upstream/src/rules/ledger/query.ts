// The query of the transactions list (GET /<prefix>/transactions[/{name}]): exact shapes, 400
// through http/input.ts otherwise.
import { z } from "zod";
import { ledgerTypes } from "../../db/schema";
import { plainText } from "../../http/text";

export const MAX_PER_PAGE = 5000;

const isLedgerType = (word: string): word is (typeof ledgerTypes)[number] => (ledgerTypes as readonly string[]).includes(word);

// Sorts the list offers; "-" = descending. Every order ends on the newest row first, so pages
// never overlap or skip when the first key ties.
export const TRANSACTION_SORTS = ["-created", "created", "login", "-login", "type", "-type", "credits", "-credits"] as const;
export type TransactionSort = (typeof TRANSACTION_SORTS)[number];

/** A whole number written in digits only: query values are text, and "1e3" or " 7" are typos, not numbers. */
const queryInt = (field: string, min: number, max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,10}$/, `${field} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(min, `${field} must be at least ${min}`).max(max, `${field} must be at most ${max}`));

export const transactionsQuerySchema = z.object({
  page: queryInt("page", 1, 10_000_000).default(1),
  per_page: queryInt("per_page", 1, MAX_PER_PAGE).default(10),
  search: plainText().trim().max(100, "search must be at most 100 characters").default(""),
  // Type words a search also matches exactly, for a caller that shows the types under other names
  // (the panel in the reader's language): "renovación" there finds the RENEW rows.
  search_types: z
    .string()
    .transform((text) => text.split(","))
    .refine(
      (words) => words.length <= ledgerTypes.length && words.every(isLedgerType),
      `search_types must be type words separated by commas: ${ledgerTypes.join(", ")}`,
    )
    .transform((words) => words.filter(isLedgerType))
    .optional(),
  sort: z.enum(TRANSACTION_SORTS, `sort must be one of ${TRANSACTION_SORTS.join(", ")}`).default("-created"),
});
export type TransactionsQuery = z.output<typeof transactionsQuerySchema>;

/** An account's login as a path segment: the accounts table holds up to 15 characters. */
export const accountName = plainText().trim().min(1, "Login name is required").max(15, "Login name is too long");
