// The browser's side of the language choice: the cookie i18n/request.ts reads on the next render.
import { directionOf, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from "./locales";

/**
 * Remembers `locale` for this browser and turns the page around at once; the caller then asks
 * for a fresh server render (router.refresh()) to get the texts. The cookie is a preference, no
 * secret, so the browser writes it itself: no request to the BFF, nothing to guard against CSRF.
 */
export function rememberLocale(locale: Locale): void {
  const secure = window.location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax${secure}`;
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}
