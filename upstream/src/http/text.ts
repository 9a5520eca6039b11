// Printable text, the one rule for every string field: no control characters (C0, DEL and C1),
// which break logs, CSV exports and terminals, can hide text, and (NUL) cannot be stored by
// PostgreSQL; no bidirectional overrides or isolates, which make text display in another order
// than it is stored (the "Trojan Source" trick); no lone UTF-16 surrogate, which is no character
// at all and cannot be encoded. A newline (and a tab) is allowed only where the field is prose.
// Refused with 400, never stripped: a silently changed text would not be what the sender wrote.
// The panel refuses the same before forwarding (lib/schemas/text.ts).
import { z } from "zod";

const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_NEWLINE = /(?!\n)\p{Cc}/u;
const CONTROL_BUT_LINES = /(?![\n\t])\p{Cc}/u;
const BIDI_OVERRIDE = /[\u202a-\u202e\u2066-\u2069]/;
// With the u flag a well-formed pair is one code point, so only an unpaired half matches.
const LONE_SURROGATE = /\p{Cs}/u;

export const CONTROL_MESSAGE = "Control characters are not allowed";
export const BIDI_MESSAGE = "Bidirectional override characters are not allowed";
export const SURROGATE_MESSAGE = "Text holds a broken character (a lone UTF-16 surrogate)";

/** Which line characters a field keeps: none, "\n" alone (messages) or "\n" and tabs (multi-line descriptions). */
export type Lines = "none" | "newlines" | "lines";
const CONTROLS: Record<Lines, RegExp> = { none: CONTROL, newlines: CONTROL_BUT_NEWLINE, lines: CONTROL_BUT_LINES };

/** Which rule `value` breaks, or undefined: "control", "bidi" or "surrogate". */
export function unprintable(value: string, lines: Lines = "none"): "control" | "bidi" | "surrogate" | undefined {
  if (CONTROLS[lines].test(value)) return "control";
  if (BIDI_OVERRIDE.test(value)) return "bidi";
  if (LONE_SURROGATE.test(value)) return "surrogate";
  return undefined;
}

/** A string without control characters, bidi overrides or lone surrogates; `newlines` allows "\n". */
export function plainText({ newlines = false } = {}) {
  return z.string().superRefine((value, ctx) => {
    const broken = unprintable(value, newlines ? "newlines" : "none");
    if (broken === "control") ctx.addIssue({ code: "custom", message: newlines ? `${CONTROL_MESSAGE} (except newlines)` : CONTROL_MESSAGE });
    if (broken === "bidi") ctx.addIssue({ code: "custom", message: BIDI_MESSAGE });
    if (broken === "surrogate") ctx.addIssue({ code: "custom", message: SURROGATE_MESSAGE });
  });
}

/** Why a raw (percent-encoded) URL path is refused, or undefined: undecodable, a control character or a bidi override. */
export function pathTextIssue(rawPath: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return "Malformed path";
  }
  const broken = unprintable(path);
  if (broken === "control") return CONTROL_MESSAGE;
  if (broken === "bidi") return BIDI_MESSAGE;
  if (broken === "surrogate") return SURROGATE_MESSAGE;
  return undefined;
}

/** Text for a log line: control characters, bidi overrides and lone surrogates written as \u escapes, never raw. */
export function loggable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\p{Cs}/gu, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
