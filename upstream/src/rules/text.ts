// Free text that other accounts will read (tickets): the printable-text rule of http/text.ts,
// with the messages the ticket calls give. A multi-line text keeps its line breaks and tabs.
import { z } from "zod";
import { SURROGATE_MESSAGE, unprintable } from "../http/text";

const MESSAGES = {
  control: "Control characters are not allowed",
  controlMultiline: "Control characters are not allowed (line breaks and tabs are)",
  bidi: "Bidirectional control characters (U+202A-U+202E, U+2066-U+2069) are not allowed",
  surrogate: SURROGATE_MESSAGE,
} as const;

/**
 * A string schema that refuses what is not printable text. The check runs on the text as sent,
 * before any `.trim()` chained after it, so a trailing control character is refused rather than
 * trimmed away.
 */
export function plainText({ multiline = false } = {}) {
  return z.string().superRefine((value, ctx) => {
    const broken = unprintable(value, multiline ? "lines" : "none");
    if (!broken) return;
    const message = broken === "control" && multiline ? MESSAGES.controlMultiline : MESSAGES[broken];
    ctx.addIssue({ code: "custom", message });
  });
}
