// Numbers that count money or months: a JSON number and nothing else. No coercion, so `true`,
// `[1]`, "1" or "" can never stand for one month or one credit (zod's coerce made true 1).
import { z } from "zod";

/** A whole number from `min` to `max` in a JSON body; any other type or value gets `message`. */
export function wholeNumber(min: number, max: number, message = `Enter a whole number from ${min} to ${max}`) {
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** The same in a URL query, where every value is text: digits only ("1e0", " 1", "0x1" are refused). */
export function wholeNumberParam(min: number, max: number, message = `Enter a whole number from ${min} to ${max}`) {
  return z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(wholeNumber(min, max, message));
}
