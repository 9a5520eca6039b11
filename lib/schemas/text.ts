// Printable text: the one rule for every string the panel forwards. Control characters would
// garble screens and exports (and a NUL byte is refused by PostgreSQL), bidirectional overrides
// can make a text display differently from what it holds ("Trojan Source"), and a lone UTF-16
// surrogate is no character at all (it cannot be stored or encoded as UTF-8). The reference
// upstream refuses all three (upstream/src/http/text.ts); the panel refuses them first, in the
// form and at the BFF, so such input is never forwarded.
import { z } from "zod";
import { ACCOUNT_NAME_MAX, ACCOUNT_NAME_MESSAGE, ACCOUNT_NAME_PATTERN } from "@/lib/account-name";

// C0 and C1 controls (Unicode category Cc); the same except line breaks and tabs; except line breaks alone.
const CONTROL = /\p{Cc}/u;
const CONTROL_EXCEPT_LINES = /(?![\n\t])\p{Cc}/u;
const CONTROL_EXCEPT_NEWLINES = /(?!\n)\p{Cc}/u;
// Embeddings and overrides (U+202A-U+202E) and isolates (U+2066-U+2069).
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
// With the u flag a well-formed pair is one code point, so only an unpaired half matches.
const LONE_SURROGATE = /\p{Cs}/u;

export const TEXT_MESSAGES = {
  control: "Control characters are not allowed",
  controlMultiline: "Control characters are not allowed (line breaks and tabs are)",
  bidi: "Bidirectional control characters (U+202A-U+202E, U+2066-U+2069) are not allowed",
  surrogate: "The text holds a broken character (a lone UTF-16 surrogate)",
} as const;

type Lines = "none" | "newlines" | "lines";
const CONTROL_RULE: Record<Lines, [RegExp, string]> = {
  none: [CONTROL, TEXT_MESSAGES.control],
  newlines: [CONTROL_EXCEPT_NEWLINES, TEXT_MESSAGES.control],
  lines: [CONTROL_EXCEPT_LINES, TEXT_MESSAGES.controlMultiline],
};

/**
 * Why `value` is not printable text, or undefined. `lines`: "none" (one line: no control
 * character at all), "newlines" ("\n" alone, as a browser's textarea gives), "lines" ("\n" and tabs).
 */
export function textIssue(value: string, lines: Lines = "none"): string | undefined {
  const [control, message] = CONTROL_RULE[lines];
  if (control.test(value)) return message;
  if (BIDI_CONTROL.test(value)) return TEXT_MESSAGES.bidi;
  if (LONE_SURROGATE.test(value)) return TEXT_MESSAGES.surrogate;
  return undefined;
}

/**
 * A string of printable text. The check runs on the text as sent, before any `.trim()` chained
 * after it, so a trailing control character is refused, not trimmed. `multiline` allows line
 * breaks and tabs; `newlinesOnly` allows "\n" alone, as the upstream does for messages.
 */
export function plainText({ multiline = false, newlinesOnly = false } = {}) {
  const lines: Lines = newlinesOnly ? "newlines" : multiline ? "lines" : "none";
  return z.string().superRefine((value, ctx) => {
    const message = textIssue(value, lines);
    if (message) ctx.addIssue({ code: "custom", message });
  });
}

/** An account's login as the upstream accepts it: 1-15 letters, digits and _ . @ -. */
export function accountNameSchema(required: string, tooLong: string) {
  return z.string().trim().min(1, required).max(ACCOUNT_NAME_MAX, tooLong).regex(ACCOUNT_NAME_PATTERN, ACCOUNT_NAME_MESSAGE);
}

/** The message for a control character (line breaks included), a bidi control or a lone surrogate in `value`, or undefined: for paths and queries. */
export function plainTextIssue(value: string): string | undefined {
  return textIssue(value);
}

/** A one-line field (a name, a MAC, a password): no control character at all, no bidi control. */
export const oneLine = () => plainText();
