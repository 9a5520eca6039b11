// The answers of the session-ending handlers (app/api/sessions/**), annotated there and read by
// the browser's calls (features/sessions/browser/session-writes.ts).
import { z } from "zod";

/** DELETE /api/sessions/others, /api/sessions/accounts/:kind/:name: how many sessions ended. */
export const sessionsEndedAnswerSchema = z.object({ ended: z.number().int().nonnegative() });
export type SessionsEndedAnswer = z.infer<typeof sessionsEndedAnswerSchema>;

/** DELETE /api/sessions/:id: also whether it was this browser's own session. */
export const sessionEndedAnswerSchema = sessionsEndedAnswerSchema.extend({ current: z.boolean() });
export type SessionEndedAnswer = z.infer<typeof sessionEndedAnswerSchema>;
