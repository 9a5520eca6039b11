// Free text that other accounts will read. Control characters would garble the screens and the
// exports, and bidirectional overrides can make a text display differently from what it holds
// ("Trojan Source"), so both are refused (400) rather than silently dropped: what is stored is
// exactly what was sent.
import { z } from "zod";

// C0 and C1 controls (Unicode category Cc: U+0000-U+001F, U+007F-U+009F).
const CONTROL = /\p{Cc}/u;
// The same, but a multi-line text keeps its line breaks (\n) and tabs.
const CONTROL_EXCEPT_LINES = /(?![\n\t])\p{Cc}/u;
// Embeddings and overrides (U+202A-U+202E) and isolates (U+2066-U+2069).
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * A string schema that refuses control characters and bidirectional controls. The checks run on
 * the text as sent, before any `.trim()` chained after them, so a trailing control character is
 * refused rather than trimmed away.
 */
export function plainText({ multiline = false } = {}) {
  return z
    .string()
    .refine(
      (v) => !(multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(v),
      multiline ? "Control characters are not allowed (line breaks and tabs are)" : "Control characters are not allowed",
    )
    .refine((v) => !BIDI_CONTROL.test(v), "Bidirectional control characters (U+202A-U+202E, U+2066-U+2069) are not allowed");
}
