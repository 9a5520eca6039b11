// Text rules every form field shares: no control characters (they would corrupt logs, exports
// and the upstream's records) and no bidirectional overrides (they make a name read as another).
import { z } from "zod";

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const BIDI = /[\u202A-\u202E\u2066-\u2069]/;
export const TEXT_MESSAGES = {
  control: "Control characters are not allowed",
  bidi: "Direction-changing characters are not allowed",
  name: "Use only letters, digits and _ . @ -",
} as const;

/** Free text: line breaks and tabs allowed, other control characters and bidi overrides refused. */
export function plainText() {
  return z.string().refine((s) => !CONTROL.test(s), TEXT_MESSAGES.control).refine((s) => !BIDI.test(s), TEXT_MESSAGES.bidi);
}

/** An account's login as the upstream accepts it: 1-15 letters, digits and _ . @ -. */
export function accountNameSchema(required: string, tooLong: string) {
  return z.string().trim().min(1, required).max(15, tooLong).regex(/^[A-Za-z0-9_.@-]+$/, TEXT_MESSAGES.name);
}
