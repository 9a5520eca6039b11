// The panel's languages and how one is chosen. No locale in the URLs: the choice is a
// cookie the language menu sets, else the browser's Accept-Language, else English. Pure, so the
// server, the browser and the tests share it.

export const LOCALES = ["en", "es", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Dates are shown in UTC everywhere (lib/format.ts), so server and browser agree. */
export const TIME_ZONE = "UTC";

/** The cookie holding the user's choice (not a secret: the browser sets it itself). */
export const LOCALE_COOKIE = "panel-locale";
/** A year: the choice outlives sessions. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Each language's name in itself, as the menu lists it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", es: "Español", ar: "العربية" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/**
 * The first supported language in an Accept-Language header, by its q weights
 * ("es-MX,es;q=0.9,en;q=0.8" → es), or undefined.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split("-")[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale);
}

/** The cookie's choice when valid, else the browser's first supported language, else English. */
export function chooseLocale(cookie: string | undefined, acceptLanguage: string | null | undefined): Locale {
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}

/** The language a BFF request is read in, as its page was rendered: the same choice as i18n/request.ts. */
export function requestLocale(request: { cookies: { get(name: string): { value: string } | undefined }; headers: Headers }): Locale {
  return chooseLocale(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get("accept-language"));
}
