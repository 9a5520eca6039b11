// A ledger search finds what the reader sees: the screen shows each known type word in the
// reader's language (./type-label.ts), so a search for "renovación" or "تجديد" must find the RENEW
// rows, while the backend only knows its English words. The type words whose name contains the
// search are sent along with it, and a row matches when its text contains the search or its type
// is one of them.
import { TRANSACTION_TYPE_KEYS } from "./type-label";

/** Lower case without accents or vowel marks: "Renovación" → "renovacion", "مستلَم" → "مستلم", as people type them. */
export function foldForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The backend's type words the reader's names stand for, e.g. { RENEW: "RENOVACIÓN", … } in Spanish. */
export type TypeNames = Readonly<Record<string, string>>;

/** The names of the known type words in one catalogue of namespace "transactions" (its `types`). */
export function typeNamesOf(catalogue: { types?: Record<string, unknown> }): TypeNames {
  const names: Record<string, string> = {};
  for (const [word, key] of Object.entries(TRANSACTION_TYPE_KEYS)) {
    const name = catalogue.types?.[key];
    if (typeof name === "string") names[word] = name;
  }
  return names;
}

/** The type words whose name in the reader's language contains the search (accents and case ignored); none for an empty search. */
export function typesNamedBy(search: string, names: TypeNames): string[] {
  const needle = foldForSearch(search.trim());
  if (!needle) return [];
  return Object.entries(names)
    .filter(([, name]) => foldForSearch(name).includes(needle))
    .map(([word]) => word);
}
