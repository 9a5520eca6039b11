// The formatting helpers of lib/format.ts bound to the reader's language, for components (server
// ones that are not async, and client ones): dates, times, signed figures, MACs and phone numbers
// come out isolated in a right-to-left language, so they keep their written order in a sentence.
import { useLocale } from "next-intl";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/i18n/locales";
import { formatCount, formatDate, formatTimestamp, isolateLtr, isolateText } from "@/lib/format";

type DateLike = Parameters<typeof formatDate>[0];

type Format = {
  locale: Locale;
  date: (value: DateLike) => string;
  timestamp: (value: DateLike) => string;
  count: (value: number) => string;
  /** A MAC, a phone number or another value written left to right. */
  ltr: (text: string) => string;
  /** A name or other free text from the backend, inside a sentence. */
  text: (text: string) => string;
};

export function formatFor(locale: Locale): Format {
  return {
    locale,
    date: (value) => formatDate(value, locale),
    timestamp: (value) => formatTimestamp(value, locale),
    count: (value) => formatCount(value, locale),
    ltr: (text) => isolateLtr(text, locale),
    text: (text) => isolateText(text, locale),
  };
}

const FORMATS = new Map<Locale, Format>();

/** `const format = useFormat(); format.timestamp(row.at)`: one object per language, so it may sit in a hook's dependencies. */
export function useFormat(): Format {
  const tag = useLocale();
  const locale = isLocale(tag) ? tag : DEFAULT_LOCALE;
  let format = FORMATS.get(locale);
  if (!format) FORMATS.set(locale, (format = formatFor(locale)));
  return format;
}
