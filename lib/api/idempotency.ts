import { z } from "zod";

/** What the BFF accepts as an Idempotency-Key: what the browser makes (a UUID or 32 hex digits), with room to spare. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/);
