// Dates as the tables show them, and the displayed client status (clients spec §4); counts in
// the reader's language. Dates stay YYYY-MM-DD in every language.
import { DEFAULT_LOCALE, directionOf, type Locale } from "@/i18n/locales";

// Unicode's directional isolates (UAX #9): left-to-right isolate, first-strong isolate, pop.
const LRI = "\u2066";
const FSI = "\u2068";
const PDI = "\u2069";

/**
 * A value written left to right (a date, a time, a signed amount, a MAC, a phone number) kept in
 * its written order inside a right-to-left sentence: wrapped in Unicode isolates in a right-to-left
 * language, bare in the others (nothing to reorder there, and what a reader copies stays clean).
 * Strings, not elements, so the same value is right in a cell, an ICU sentence, an attribute, an
 * <option> and the chart's SVG (docs/i18n.md, "Values written left to right keep their order").
 */
export function isolateLtr(text: string, locale: Locale | undefined): string {
  return text && locale && directionOf(locale) === "rtl" ? `${LRI}${text}${PDI}` : text;
}

/** The backend's free text (a name, a description) inside a right-to-left sentence: its own first strong letter decides its direction. */
export function isolateText(text: string, locale: Locale | undefined): string {
  return text && locale && directionOf(locale) === "rtl" ? `${FSI}${text}${PDI}` : text;
}

// A backend's day written without a zone ("2026-12-01", "2026-12-01 00:00:00") is its calendar
// day as written: never parsed by Date, which reads a datetime without a zone in the reader's own
// zone and would show it a day early east of UTC.
const WRITTEN_DAY = /^(\d{4}-\d{2}-\d{2})(?:$|[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$)/;

type DateLike = string | number | Date | null | undefined;

function isoDay(value: DateLike): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "string") {
    const day = WRITTEN_DAY.exec(value)?.[1];
    if (day) return day;
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 10);
}

/**
 * YYYY-MM-DD of a date-like value: a day written without a zone as written, anything else in UTC so
 * server and browser agree. With the reader's `locale` it is for a screen (isolated in Arabic);
 * without, the stored form files and comparisons use.
 */
export function formatDate(value: DateLike, locale?: Locale): string {
  return isolateLtr(isoDay(value), locale);
}

/** YYYY-MM-DD hh:mm a, e.g. 2026-11-22 03:07 PM: a time written without a zone as written, anything else in UTC. `locale` as formatDate's. */
export function formatTimestamp(value: DateLike, locale?: Locale): string {
  if (value === null || value === undefined || value === "") return "";
  const written = typeof value === "string" && WRITTEN_DAY.test(value) ? new Date(`${value.slice(0, 10)}T${value.slice(11) || "00:00"}Z`) : undefined;
  const date = written ?? (value instanceof Date ? value : new Date(value));
  if (Number.isNaN(date.getTime())) return "";
  const hours = date.getUTCHours();
  const hh = String(hours % 12 === 0 ? 12 : hours % 12).padStart(2, "0");
  const mm = String(date.getUTCMinutes()).padStart(2, "0");
  return isolateLtr(`${isoDay(date)} ${hh}:${mm} ${hours < 12 ? "AM" : "PM"}`, locale);
}

export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Expired when the expiry date is before today, whatever the status flag. */
export function isExpired(expiry: string | null | undefined, today = todayIso()): boolean {
  if (!expiry) return true;
  return isoDay(expiry) < today;
}

export type DisplayedStatus = { label: "ACTIVE" | "INACTIVE"; expired: boolean; statusTone: "success" | "danger"; expiryTone: "success" | "danger" };

/** `status` null: the backend did not say (it left the field out), which is never read as active. */
export function clientStatus(client: { status: boolean | null; expiry: string | null | undefined }, today = todayIso()): DisplayedStatus {
  const expired = isExpired(client.expiry, today);
  const active = !expired && client.status === true;
  return {
    label: active ? "ACTIVE" : "INACTIVE",
    expired,
    statusTone: active ? "success" : "danger",
    expiryTone: expired ? "danger" : "success",
  };
}

// The Intl locale each language's numbers are written in. Arabic keeps Latin digits (the
// panel's figures sit beside MACs, dates and logins, which are Latin too) with Arabic grouping.
const NUMBER_LOCALES: Record<Locale, string> = { en: "en-US", es: "es-ES", ar: "ar-u-nu-latn" };
const numberFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * A count or a balance as every screen writes it in `locale`: 2,000 in English (one format,
 * whatever the screen). Client components get the locale from next-intl's useLocale(), server
 * ones from getLocale().
 */
export function formatCount(value: number, locale: Locale = DEFAULT_LOCALE): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALES[locale]);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}
