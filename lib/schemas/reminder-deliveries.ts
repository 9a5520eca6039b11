// A reminder delivery as the Reminders screen's log and its export show it: the panel's own record
// (lib/store), answered by GET /api/reminders/log.

export type Channel = "device" | "email";

/** A delivery's outcome; "unknown" when the panel stopped between claiming and hearing back (never resent). */
export type Outcome = "sending" | "sent" | "failed" | "unknown";

export type DeliveryRow = {
  id: number;
  at: string;
  channel: Channel;
  recipient: string;
  ruleDays: number | null;
  expiry: string | null;
  outcome: Outcome;
  detail: string;
  attempts: number;
};
