// A ledger search in the reader's language: the type words as the screen names them find their rows.
import { describe, expect, it } from "vitest";
import ar from "@/messages/ar/transactions.json";
import en from "@/messages/en/transactions.json";
import es from "@/messages/es/transactions.json";
import { foldForSearch, typeNamesOf, typesNamedBy } from "@/features/transactions/model/search";

describe("typesNamedBy", () => {
  it.each([
    [es, "RENOVACIÓN", ["RENEW"]],
    [es, "renovacion", ["RENEW"]],
    [es, " nuevo ", ["NEW CLIENT"]],
    [es, "recupera", ["RETRIEVED"]],
    [es, "re", ["REMOVE", "RECEIVED", "RENEW", "RETRIEVED"]],
    [ar, "تجديد", ["RENEW"]],
    // Typed without the vowel mark the catalogue writes ("مستلَم").
    [ar, "مستلم", ["RECEIVED"]],
    [en, "renew", ["RENEW"]],
  ] as const)("%#: %s → %j", (catalogue, search, words) => {
    expect(typesNamedBy(search, typeNamesOf(catalogue))).toEqual(words);
  });

  it("an empty or unrelated search names no type", () => {
    const names = typeNamesOf(es);
    expect(typesNamedBy("  ", names)).toEqual([]);
    expect(typesNamedBy("mariar7029", names)).toEqual([]);
  });

  it("every known type word has a name in each language", () => {
    for (const catalogue of [en, es, ar]) expect(Object.keys(typeNamesOf(catalogue))).toHaveLength(8);
  });
});

describe("foldForSearch", () => {
  it("drops case, accents and vowel marks", () => {
    expect(foldForSearch("RENOVACIÓN")).toBe("renovacion");
    expect(foldForSearch("مستلَم")).toBe("مستلم");
  });
});
