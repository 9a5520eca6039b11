// The reminder's message: a template with {name}, {expiry} and {days}, filled in per client. The
// spec's message limit (300 characters, accounts spec §9) must hold for every client, so a
// template is checked with the longest values it can receive, not with one example.
import { createTranslator } from "use-intl/core";
import { LOCALES, type Locale } from "@/i18n/locales";
import { MESSAGE_MAX } from "@/lib/schemas/messaging";
import ar from "@/messages/ar/reminderEmail.json";
import en from "@/messages/en/reminderEmail.json";
import es from "@/messages/es/reminderEmail.json";

export const TEMPLATE_FIELDS = ["{name}", "{expiry}", "{days}"] as const;

export type TemplateValues = { name: string; expiry: string; days: number };

/** The longest value of each field: a login has at most 15 characters (clients spec §5), an expiry is YYYY-MM-DD, days at most 14. */
export const LONGEST_VALUES: TemplateValues = { name: "W".repeat(15), expiry: "2026-12-31", days: 14 };

/** Each language's default device message (the catalogues' reminderEmail.deviceMessage): what a new account's rules start with. */
export const DEFAULT_TEMPLATES = Object.fromEntries(
  Object.entries({ en, es, ar }).map(([locale, messages]) => [
    locale,
    // The catalogue quotes the template's fields ('{name}'), so the translator gives them back as
    // typed, to be filled in per client by fillTemplate (the build compiles catalogues, so no raw text).
    createTranslator({ locale, messages: { reminderEmail: messages }, namespace: "reminderEmail" })("deviceMessage"),
  ]),
) as Record<Locale, string>;

export type Templates = Record<Locale, string>;

/** The stored templates with each language the account never wrote filled with that language's default. */
export function withDefaults(stored: Partial<Record<string, unknown>>): Templates {
  return Object.fromEntries(LOCALES.map((l) => [l, typeof stored[l] === "string" && stored[l] !== "" ? stored[l] : DEFAULT_TEMPLATES[l]])) as Templates;
}

/**
 * The language the account's clients get their device message in: the one the rules pick
 * ("" = the account's own), else the language the account saved its rules in.
 */
export function messageLocaleOf(account: { messageLocale: Locale | ""; locale: Locale }): Locale {
  return account.messageLocale || account.locale;
}

/** The template a reminder to a client's device is written from. */
export function templateFor(account: { templates: Templates; messageLocale: Locale | ""; locale: Locale }): string {
  const locale = messageLocaleOf(account);
  return account.templates[locale] || DEFAULT_TEMPLATES[locale];
}

export function fillTemplate(template: string, values: TemplateValues): string {
  return template.replaceAll("{name}", values.name).replaceAll("{expiry}", values.expiry).replaceAll("{days}", String(values.days)).trim();
}

/** The message's length for the client with the longest values: what must stay within 300. */
export function longestLength(template: string): number {
  return fillTemplate(template, LONGEST_VALUES).length;
}

export const TEMPLATE_TEXTS = {
  empty: "Please input a message",
  tooLong: (length: number) => `Message is too long: with the longest client name it has ${length} characters; the limit is ${MESSAGE_MAX}.`,
} as const;

/** Why the template cannot be saved, or null. */
export function templateIssue(template: string): string | null {
  if (template.trim() === "") return TEMPLATE_TEXTS.empty;
  const length = longestLength(template);
  return length > MESSAGE_MAX ? TEMPLATE_TEXTS.tooLong(length) : null;
}
