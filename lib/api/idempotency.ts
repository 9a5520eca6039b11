import { z } from "zod";

/** What the BFF accepts as an Idempotency-Key: what the browser makes (a UUID or 32 hex digits), with room to spare. */
const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/);

export const BAD_IDEMPOTENCY_KEY_MESSAGE = "The Idempotency-Key header is not valid: reload the page and try again";

/** The request's Idempotency-Key: absent, valid, or refused (400, nothing sent). */
export function idempotencyKeyOf(request: Request): { ok: true; key: string | undefined } | { ok: false } {
  const key = request.headers.get("idempotency-key");
  if (key === null) return { ok: true, key: undefined };
  const parsed = idempotencyKeySchema.safeParse(key);
  return parsed.success ? { ok: true, key: parsed.data } : { ok: false };
}
