// The reminder's message: a template with {name}, {expiry} and {days}, filled in per client. The
// spec's message limit (300 characters, accounts spec §9) must hold for every client, so a
// template is checked with the longest values it can receive, not with one example.
import { MESSAGE_MAX } from "@/lib/schemas/messaging";

export const TEMPLATE_FIELDS = ["{name}", "{expiry}", "{days}"] as const;

export type TemplateValues = { name: string; expiry: string; days: number };

/** The longest value of each field: a login has at most 15 characters (clients spec §5), an expiry is YYYY-MM-DD, days at most 14. */
export const LONGEST_VALUES: TemplateValues = { name: "W".repeat(15), expiry: "2026-12-31", days: 14 };

/** What a new account's rules start with. */
export const DEFAULT_TEMPLATE = "Hello {name}, your subscription ends on {expiry} ({days} days left). Please contact your dealer to renew.";

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
