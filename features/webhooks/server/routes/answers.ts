import "server-only";

/** The BFF's answers to its callers (the screen says its own, translated). */
export const WEBHOOK_ANSWERS = {
  created: "Endpoint added. Copy its signing secret now: it is not shown again.",
  saved: "Endpoint saved.",
  deleted: "Endpoint deleted.",
  rotated: "New signing secret made. Copy it now: it is not shown again.",
  resent: "The delivery is queued again.",
} as const;
