// Text rules every form field shares: no control characters (they would corrupt logs, exports
// and the upstream's records) and no bidirectional overrides (they make a name read as another).
import { z } from "zod";

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
const BIDI = /[\u202A-\u202E\u2066-\u2069]/;
export const TEXT_MESSAGES = {
  control: "Control characters are not allowed",
  bidi: "Direction-changing characters are not allowed",
  name: "Use only letters, digits and _ . @ -",
} as const;

type TextOptions = { /** Allow line breaks and tabs (free text); false for names, MACs and other one-line fields. */ lineBreaks?: boolean };

/** The message for a control character or a bidi override in `value`, or undefined when it has none. */
export function plainTextIssue(value: string, { lineBreaks = true }: TextOptions = {}): string | undefined {
  if (CONTROL.test(value) || (!lineBreaks && LINE_BREAK_OR_TAB.test(value))) return TEXT_MESSAGES.control;
  if (BIDI.test(value)) return TEXT_MESSAGES.bidi;
  return undefined;
}

/** Free text: line breaks and tabs allowed (unless `lineBreaks: false`), other control characters and bidi overrides refused. */
export function plainText(options: TextOptions = {}) {
  return z.string().superRefine((s, ctx) => {
    const message = plainTextIssue(s, options);
    if (message) ctx.addIssue({ code: "custom", message });
  });
}

/** A one-line field: no control character at all (tabs and line breaks included), no bidi override. */
export const oneLine = () => plainText({ lineBreaks: false });

/** An account's login as the upstream accepts it: 1-15 letters, digits and _ . @ -. */
export function accountNameSchema(required: string, tooLong: string) {
  return z.string().trim().min(1, required).max(15, tooLong).regex(/^[A-Za-z0-9_.@-]+$/, TEXT_MESSAGES.name);
}
