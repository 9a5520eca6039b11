// The schemas' messages in the reader's language. lib/schemas keeps writing English (the BFF's JSON
// answers are the spec's English, the API contract); where the browser shows a message it finds
// the message's key in namespace "validation" by its English text and shows that key's
// translation. The BFF's own refusals a browser shows (lib/upstream/errors.ts, lib/session/messages.ts,
// lib/offer-messages.ts) are in the same list. A message with no key (the upstream's own words) is
// shown as it came.
// messages/en/validation.json is the list of English texts: {min}, {max} stand for the figures
// a message was built with ("Enter a whole number from 1 to 12").
import english from "@/messages/en/validation.json";
import { DEFAULT_LOCALE, isLocale } from "@/i18n/locales";
import { formatCount } from "@/lib/format";
import type { Translate } from "./translator";

export type ValidationKey = keyof typeof english;
export type ValidationMatch = { key: ValidationKey; values: Record<string, string> };

const PLACEHOLDER = /\{(\w+)\}/g;

// Built, the catalogues are precompiled (next.config.ts): a text with arguments arrives as
// ["Enter a whole number from ", ["min"], " to ", ["max"]]; read as JSON (tests) it is the string.
type Compiled = string | (string | [string])[];
const source = (text: Compiled): string => (typeof text === "string" ? text : text.map((part) => (typeof part === "string" ? part : `{${part[0]}}`)).join(""));

const exact = new Map<string, ValidationKey>();
const templates: { key: ValidationKey; pattern: RegExp; names: string[] }[] = [];
for (const [key, compiled] of Object.entries(english as Record<ValidationKey, Compiled>) as [ValidationKey, Compiled][]) {
  const text = source(compiled);
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]);
  if (names.length === 0) {
    exact.set(text, key);
    continue;
  }
  const pattern = text
    .split(PLACEHOLDER)
    // split() with a capture group alternates text and placeholder names.
    .map((part, index) => (index % 2 === 1 ? "(.+?)" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  templates.push({ key, pattern: new RegExp(`^${pattern}$`), names });
}

/** The catalogue key and figures of an English schema message, or undefined (not one of ours). */
export function matchValidationMessage(message: string): ValidationMatch | undefined {
  const key = exact.get(message);
  if (key) return { key, values: {} };
  for (const template of templates) {
    const match = template.pattern.exec(message);
    if (match) return { key: template.key, values: Object.fromEntries(template.names.map((name, index) => [name, match[index + 1]])) };
  }
  return undefined;
}

/**
 * `message` translated when it is one of ours, else as it is (the upstream's own words stay
 * untranslated); for server and client components alike. Figures in it are rewritten in the
 * language's grouping ("1,000").
 */
export function translateError(message: string, t: Translate, locale: string = DEFAULT_LOCALE): string {
  const match = matchValidationMessage(message);
  if (!match) return message;
  const values = Object.fromEntries(
    Object.entries(match.values).map(([name, value]) => {
      const figure = /^\d{1,3}(,\d{3})*$|^\d+$/.test(value) ? Number(value.replaceAll(",", "")) : NaN;
      return [name, Number.isNaN(figure) ? value : formatCount(figure, isLocale(locale) ? locale : DEFAULT_LOCALE)];
    }),
  );
  return t(match.key, values);
}
