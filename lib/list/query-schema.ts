// Parsing a list's URL state with zod. Anything the URL gets wrong falls back to the default,
// so an old or hand-edited link still shows a list rather than an error.
import { z } from "zod";
import { plainText } from "@/lib/schemas/text";
import { DEFAULT_PAGE_SIZE, EXPORT_CHUNK, PAGE_SIZES, type ListShape, type QueryOf } from "./query";

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const SEARCH_MAX = 100;

function fields<S extends ListShape>(shape: S) {
  return {
    tab: z.preprocess(first, z.enum(shape.tabs).catch(shape.tabs[0])).default(shape.tabs[0]),
    // Printable or nothing: the upstream refuses a search with a control character.
    q: z.preprocess(first, plainText().trim().max(SEARCH_MAX).catch("")).default(""),
    page: z.preprocess(first, z.coerce.number().int().min(1).max(1_000_000).catch(1)).default(1),
    sort: z.preprocess(first, z.enum(shape.sorts).catch(shape.sorts[0])).default(shape.sorts[0]),
  };
}

/** The screen's query: page sizes from the list's size menu only. */
export function listQuerySchema<S extends ListShape>(shape: S): z.ZodType<QueryOf<S>> {
  const size = z.preprocess(
    first,
    z.coerce
      .number()
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
      .catch(DEFAULT_PAGE_SIZE),
  );
  return z.object({ ...fields(shape), size: size.default(DEFAULT_PAGE_SIZE) }) as unknown as z.ZodType<QueryOf<S>>;
}

/** The BFF's list query, which exports also use: any page size up to EXPORT_CHUNK. */
export function apiListQuerySchema<S extends ListShape>(shape: S): z.ZodType<QueryOf<S>> {
  const size = z.preprocess(first, z.coerce.number().int().min(1).max(EXPORT_CHUNK).catch(EXPORT_CHUNK));
  return z.object({ ...fields(shape), size: size.default(EXPORT_CHUNK) }) as unknown as z.ZodType<QueryOf<S>>;
}
