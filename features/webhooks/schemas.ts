// The Webhooks screen's inputs and answers, shared by its forms and the BFF: an endpoint's address,
// the events it is sent, and the delivery log's rows.
import { z } from "zod";

export const EVENT_TYPES = ["client.added", "client.renewed", "client.expiring", "client.expired", "credits.low", "ticket.answered"] as const;
export type EventType = (typeof EVENT_TYPES)[number];
/** The events a poller finds by reading the account's clients, credits and tickets (the others follow the panel's own writes). */
export const POLLED_EVENTS: readonly EventType[] = ["client.expiring", "client.expired", "credits.low", "ticket.answered"];

export const URL_MAX = 500;
/** Endpoints per account: enough for a shop, a billing system and a test receiver, and a bound on what one event fans out to. */
export const ENDPOINTS_MAX = 10;
export const EXPIRING_DAYS_MAX = 60;
export const LOW_CREDIT_MAX = 1_000_000;
export const OVERLAP_HOURS_MAX = 168;
/** Deliveries per page of the screen's log. */
export const LOG_SIZE = 20;

export const WEBHOOK_TEXTS = {
  url: "Enter an https:// address of at most 500 characters",
  events: "Choose at least one event",
  expiringDays: "Days before expiry: a whole number from 1 to 60",
  lowCredit: "The threshold is a whole number of credits from 1 to 1000000",
  addressRefused: "This address is not allowed: webhooks go only to https:// addresses that resolve to the public internet",
  tooMany: "An account has at most 10 endpoints: delete one first",
  notFound: "Webhook endpoint not found",
  eventNotFound: "Delivery not found",
} as const;

const url = z
  .string(WEBHOOK_TEXTS.url)
  .trim()
  .max(URL_MAX, WEBHOOK_TEXTS.url)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && new URL(value).username === "", WEBHOOK_TEXTS.url);

const fields = z.object({
  url,
  events: z
    .array(z.enum(EVENT_TYPES, WEBHOOK_TEXTS.events), WEBHOOK_TEXTS.events)
    .min(1, WEBHOOK_TEXTS.events)
    .max(EVENT_TYPES.length)
    .transform((events) => EVENT_TYPES.filter((type) => events.includes(type))),
  expiringDays: z
    .number(WEBHOOK_TEXTS.expiringDays)
    .int(WEBHOOK_TEXTS.expiringDays)
    .min(1, WEBHOOK_TEXTS.expiringDays)
    .max(EXPIRING_DAYS_MAX, WEBHOOK_TEXTS.expiringDays)
    .nullable(),
  lowCredit: z
    .number(WEBHOOK_TEXTS.lowCredit)
    .int(WEBHOOK_TEXTS.lowCredit)
    .min(1, WEBHOOK_TEXTS.lowCredit)
    .max(LOW_CREDIT_MAX, WEBHOOK_TEXTS.lowCredit)
    .nullable(),
  enabled: z.boolean(),
});

// An event with a setting needs it: "expiring in N days" needs N, "credits low" its threshold.
const needsSettings = (s: { events: EventType[]; expiringDays: number | null; lowCredit: number | null }, ctx: z.RefinementCtx) => {
  if (s.events.includes("client.expiring") && s.expiringDays === null)
    ctx.addIssue({ code: "custom", path: ["expiringDays"], message: WEBHOOK_TEXTS.expiringDays });
  if (s.events.includes("credits.low") && s.lowCredit === null) ctx.addIssue({ code: "custom", path: ["lowCredit"], message: WEBHOOK_TEXTS.lowCredit });
};

export const endpointInputSchema = fields.superRefine(needsSettings);
export type EndpointInput = z.infer<typeof endpointInputSchema>;

export const endpointParams = z.object({ id: z.string().regex(/^ep_[A-Za-z0-9_-]{16,40}$/) });
export const eventParams = z.object({ id: z.string().regex(/^msg_[A-Za-z0-9_-]{16,40}$/) });

export const rotateSchema = z.object({ overlapHours: z.number().int().min(0).max(OVERLAP_HOURS_MAX) });

export const logQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(5).max(100).default(20),
});

/** An endpoint as the screen shows it: never its secret. */
export type EndpointView = {
  id: string;
  url: string;
  events: EventType[];
  expiringDays: number | null;
  lowCredit: number | null;
  enabled: boolean;
  pausedAt: string | null;
  /** Until when the previous secret still signs, after a rotation. */
  previousUntil: string | null;
  createdAt: string;
};

export type DeliveryStatus = "pending" | "sending" | "delivered" | "failed";

/** Why the last attempt failed, for the reader in their language; the technical detail goes beside it. */
export type DeliveryProblem = "address" | "timeout" | "tooLarge" | "http" | "network";

export type DeliveryView = {
  id: string;
  endpointId: string;
  url: string;
  type: EventType;
  status: DeliveryStatus;
  attempts: number;
  /** The last attempt's HTTP status; null when no answer came (refused address, timeout …). */
  httpStatus: number | null;
  durationMs: number | null;
  problem: DeliveryProblem | null;
  error: string;
  createdAt: string;
  nextAt: string | null;
};

/** What the screen shows: the endpoints, whether the polled events can run, and the last poll. */
export type WebhooksView = {
  endpoints: EndpointView[];
  /** Polled events need the account's stored password (Reminders screen). */
  passwordStored: boolean;
  lastPoll: { at: string | null; detail: string } | null;
};
