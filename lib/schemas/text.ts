// Free text that other accounts will read: control characters would garble screens and exports,
// and bidirectional overrides can make a text display differently from what it holds ("Trojan
// Source"). The reference upstream refuses both (upstream/README.md, "Text"); the panel refuses
// them first, in the form and at the BFF, so such input is never forwarded.
import { z } from "zod";
import { ACCOUNT_NAME_MAX, ACCOUNT_NAME_MESSAGE, ACCOUNT_NAME_PATTERN } from "@/lib/account-name";

// C0 and C1 controls (Unicode category Cc); the same except line breaks and tabs; except line breaks alone.
const CONTROL = /\p{Cc}/u;
const CONTROL_EXCEPT_LINES = /(?![\n\t])\p{Cc}/u;
const CONTROL_EXCEPT_NEWLINES = /(?!\n)\p{Cc}/u;
// Embeddings and overrides (U+202A-U+202E) and isolates (U+2066-U+2069).
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

export const TEXT_MESSAGES = {
  control: "Control characters are not allowed",
  controlMultiline: "Control characters are not allowed (line breaks and tabs are)",
  bidi: "Bidirectional control characters (U+202A-U+202E, U+2066-U+2069) are not allowed",
} as const;

/**
 * A string that refuses control and bidirectional characters. The checks run on the text as sent,
 * before any `.trim()` chained after them, so a trailing control character is refused, not trimmed.
 * `multiline` allows line breaks and tabs (descriptions); `newlinesOnly` allows "\n" alone, as the
 * upstream does for messages (a browser's textarea gives "\n" alone for a line break).
 */
export function plainText({ multiline = false, newlinesOnly = false } = {}) {
  const [control, message] = newlinesOnly
    ? [CONTROL_EXCEPT_NEWLINES, TEXT_MESSAGES.control]
    : multiline
      ? [CONTROL_EXCEPT_LINES, TEXT_MESSAGES.controlMultiline]
      : [CONTROL, TEXT_MESSAGES.control];
  return z
    .string()
    .refine((v) => !control.test(v), message)
    .refine((v) => !BIDI_CONTROL.test(v), TEXT_MESSAGES.bidi);
}

/** An account's login as the upstream accepts it: 1-15 letters, digits and _ . @ -. */
export function accountNameSchema(required: string, tooLong: string) {
  return z.string().trim().min(1, required).max(ACCOUNT_NAME_MAX, tooLong).regex(ACCOUNT_NAME_PATTERN, ACCOUNT_NAME_MESSAGE);
}

/** The message for a control character (line breaks included) or a bidi control in `value`, or undefined: for paths and queries. */
export function plainTextIssue(value: string): string | undefined {
  if (CONTROL.test(value)) return TEXT_MESSAGES.control;
  if (BIDI_CONTROL.test(value)) return TEXT_MESSAGES.bidi;
  return undefined;
}

/** A one-line field (a name, a MAC, a password): no control character at all, no bidi control. */
export const oneLine = () => plainText();
