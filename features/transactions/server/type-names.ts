import "server-only";
import type { Locale } from "@/i18n/locales";
import { typeNamesOf, type TypeNames } from "@/features/transactions/model/search";

/** The type words' names as a reader of `locale` sees them on the ledger (namespace "transactions"). */
export async function typeNamesIn(locale: Locale): Promise<TypeNames> {
  return typeNamesOf((await import(`../../../messages/${locale}/transactions.json`)).default);
}
