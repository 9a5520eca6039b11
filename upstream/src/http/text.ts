// The characters no string field accepts: C0 control characters and DEL, which break logs, CSV
// exports and terminals and can hide text, and the bidirectional overrides and isolates, which
// make text display in another order than it is stored (the "Trojan Source" trick). A newline
// is allowed only where the field is prose (messages). Refused with 400, never stripped: a
// silently changed text would not be what the sender wrote.
import { z } from "zod";

const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f]/;
const BIDI_OVERRIDE = /[\u202a-\u202e\u2066-\u2069]/;

export const CONTROL_MESSAGE = "Control characters are not allowed";
export const BIDI_MESSAGE = "Bidirectional override characters are not allowed";

/** A string without control characters (U+0000-U+001F, U+007F) or bidi overrides (U+202A-U+202E, U+2066-U+2069). */
export function plainText({ newlines = false } = {}) {
  const control = newlines ? CONTROL_BUT_NEWLINE : CONTROL;
  return z
    .string()
    .refine((v) => !control.test(v), newlines ? `${CONTROL_MESSAGE} (except newlines)` : CONTROL_MESSAGE)
    .refine((v) => !BIDI_OVERRIDE.test(v), BIDI_MESSAGE);
}

/** Why a raw (percent-encoded) URL path is refused, or undefined: undecodable, a control character or a bidi override. */
export function pathTextIssue(rawPath: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return "Malformed path";
  }
  if (CONTROL.test(path)) return CONTROL_MESSAGE;
  if (BIDI_OVERRIDE.test(path)) return BIDI_MESSAGE;
  return undefined;
}

/** Text for a log line: control characters and bidi overrides written as \u escapes, never raw. */
export function loggable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
