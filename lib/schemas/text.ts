// Text rules every form field shares: no control characters (they would corrupt logs, exports
// and the upstream's records) and no bidirectional overrides (they make a name read as another).
import { z } from "zod";

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/;
const BIDI = /[\u202A-\u202E\u2066-\u2069]/;
export const TEXT_MESSAGES = {
  control: "Control characters are not allowed",
  bidi: "Direction-changing characters are not allowed",
  name: "Use only letters, digits and _ . @ -",
} as const;

/**
 * Free text: line breaks and tabs allowed, other control characters and bidi overrides refused.
 * `newlinesOnly` also refuses tabs and carriage returns, as the upstream does for messages
 * (a browser's textarea gives "\n" alone for a line break).
 */
export function plainText({ newlinesOnly = false } = {}) {
  const control = newlinesOnly ? CONTROL_BUT_NEWLINE : CONTROL;
  return z.string().refine((s) => !control.test(s), TEXT_MESSAGES.control).refine((s) => !BIDI.test(s), TEXT_MESSAGES.bidi);
}

/** An account's login as the upstream accepts it: 1-15 letters, digits and _ . @ -. */
export function accountNameSchema(required: string, tooLong: string) {
  return z.string().trim().min(1, required).max(15, tooLong).regex(/^[A-Za-z0-9_.@-]+$/, TEXT_MESSAGES.name);
}
