// The active language's catalogue, assembled from its namespace files. Each language is its own
// set of dynamic imports, so a request loads only the language it renders.
import type { Locale } from "./locales";
import { NAMESPACES } from "./namespaces";

export type Catalogue = Record<string, Record<string, unknown>>;

export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const parts = await Promise.all(NAMESPACES.map(async (namespace) => [namespace, (await import(`../messages/${locale}/${namespace}.json`)).default] as const));
  return Object.fromEntries(parts);
}
