// How a request's language is chosen (i18n/locales.ts): the cookie, else Accept-Language by its
// weights, else English; and how counts are written in each language (lib/format.ts).
import { describe, expect, it } from "vitest";
import { chooseLocale, directionOf, localeFromAcceptLanguage } from "@/i18n/locales";
import { formatCount } from "@/lib/format";

describe("choosing the language", () => {
  it("takes the first supported language of Accept-Language, by weight, then by order", () => {
    expect(localeFromAcceptLanguage("es-MX,es;q=0.9,en;q=0.8")).toBe("es");
    expect(localeFromAcceptLanguage("de-DE,de;q=0.9,ar;q=0.5,en;q=0.4")).toBe("ar");
    expect(localeFromAcceptLanguage("en;q=0.5, ar-EG")).toBe("ar");
    expect(localeFromAcceptLanguage("fr, de")).toBeUndefined();
    expect(localeFromAcceptLanguage("es;q=0, en;q=0.1")).toBe("en");
    expect(localeFromAcceptLanguage(null)).toBeUndefined();
  });

  it("prefers a valid cookie, ignores an invalid one, and falls back to English", () => {
    expect(chooseLocale("ar", "es")).toBe("ar");
    expect(chooseLocale("xx", "es-ES")).toBe("es");
    expect(chooseLocale(undefined, "de")).toBe("en");
    expect(chooseLocale(undefined, undefined)).toBe("en");
  });

  it("lays Arabic out right to left", () => {
    expect([directionOf("en"), directionOf("es"), directionOf("ar")]).toEqual(["ltr", "ltr", "rtl"]);
  });
});

describe("counts in each language", () => {
  it("groups as the language does, Arabic with Latin digits", () => {
    expect(formatCount(2000)).toBe("2,000");
    expect(formatCount(1234567, "en")).toBe("1,234,567");
    expect(formatCount(12500, "es")).toBe("12.500");
    expect(formatCount(2000, "es")).toBe("2000");
    expect(formatCount(1234567, "ar")).toMatch(/^1.234.567$/);
    expect(formatCount(1234567, "ar")).not.toMatch(/[٠-٩]/);
  });
});
