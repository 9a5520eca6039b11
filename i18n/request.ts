// next-intl without i18n routing: the locale of each server render comes from the language
// cookie, else Accept-Language, else English (i18n/locales.ts). next.config's plugin points here.
import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { loadCatalogue } from "./catalogue";
import { chooseLocale, LOCALE_COOKIE, TIME_ZONE } from "./locales";

export default getRequestConfig(async () => {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const locale = chooseLocale(cookieStore.get(LOCALE_COOKIE)?.value, headerList.get("accept-language"));
  return {
    locale,
    messages: await loadCatalogue(locale),
    timeZone: TIME_ZONE,
  };
});
