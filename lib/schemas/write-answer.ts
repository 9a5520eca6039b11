// What a write's answer may tell the screen. The HTTP status decides success: a 2xx
// write was carried out, whatever its body holds. Its JSON is read for the few fields a screen
// shows (the spec names `name` for most), each taken when present and well typed and ignored
// otherwise, unknown fields dropped. A body that is not JSON at all is refused by the upstream
// client (outcome unknown), never taken for a success.
import { z } from "zod";
import { calendarDate } from "./fields";

const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** The answer's readable fields; anything else (a bare string, null, an array) reads as none. */
export function writeAnswer<Shape extends Record<string, z.ZodType>>(shape: Shape) {
  const fields = z.object(
    Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, optional(schema)])) as { [K in keyof Shape]: z.ZodCatch<z.ZodOptional<Shape[K]>> },
  );
  return z
    .unknown()
    .transform((value) => fields.catch({} as z.infer<typeof fields>).parse(value && typeof value === "object" && !Array.isArray(value) ? value : {}));
}

/** Most writes: the name of what was written. */
export const nameWriteAnswer = writeAnswer({ name: z.string().min(1).max(100) });

/** Renew and retrieve: the months moved and, from the reference upstream, the new expiry. */
export const monthsWriteAnswer = writeAnswer({
  name: z.string().min(1).max(100),
  months: z.number().int().min(1).max(12),
  // A calendar day as the client detail's (YYYY-MM-DD), so the screen puts it in place of the one it shows.
  expiry: calendarDate(),
});

/** A credit move: from the reference upstream also both balances after it. */
export const transferWriteAnswer = writeAnswer({
  name: z.string().min(1).max(100),
  credits: z.number().int().nonnegative(),
  balance: z.number().int().nonnegative().nullable(),
});

/** What the BFF answers a write about one named thing: the answer as read, its name always there (the BFF fills in the one it asked for). */
export type NamedAnswer<Answer extends z.ZodType> = z.output<Answer> & { name: string };

/** Add, save, reset or delete a client, and the account writes but a credit move. */
export type NameAnswer = NamedAnswer<typeof nameWriteAnswer>;
/** Retrieve: the months, and from the reference upstream the new expiry. */
export type MonthsAnswer = NamedAnswer<typeof monthsWriteAnswer>;
/** Renew: as retrieve, the months always there (the BFF fills in the ones it sent). */
export type RenewAnswer = MonthsAnswer & { months: number };
