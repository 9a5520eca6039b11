// Check MAC and Delete MAC (accounts spec §2.4, §2.6, §3, §8): the address as the BFF takes it,
// what the upstream answers, and the words the screens show.
import { z } from "zod";
import { calendarDate, flag, text } from "./fields";
import { writeAnswer } from "./write-answer";
import { MAC_PATTERN } from "@/lib/client-constants";
import { MESSAGES } from "./client";

/** The prefix the inputs start with (spec §9); Delete MAC fixes it. */
export const MAC_PREFIX = "00:1A:79:";
/** Search is offered at exactly this length: six hex pairs and five colons. */
export const MAC_LENGTH = 17;

export const MAC_TEXTS = {
  available: "Mac address is available",
  inUse: "Mac address is in use",
  format: MESSAGES.macFormat,
} as const;

/** Any case in, upper case out: clients store their MACs upper-case. */
export const macSchema = z.string().trim().toUpperCase().regex(MAC_PATTERN, MAC_TEXTS.format);

// ── What the upstream answers ───────────────────────────────────────────────────────────────

/** searchmac: subMessage is the client's status word, "" when the client is outside the caller's subtree or there is none; the admin's answer also names the client. */
export const macSearchAnswerSchema = z.object({
  found: flag(),
  subMessage: text({ empty: "" }),
  name: text({ empty: null }).optional(),
  mac: text({ empty: null }).optional(),
  expiry: calendarDate({ empty: null }).optional(),
});

export const macDeleteAnswerSchema = writeAnswer({ name: z.string(), mac: z.string() });

// ── What the BFF answers the browser ────────────────────────────────────────────────────────

export type MacClient = { name: string; mac: string; expiry: string | null };

export type MacSearchResult = {
  found: boolean;
  /** The client's status when the caller may know it (its own subtree); null otherwise. */
  status: "ACTIVE" | "INACTIVE" | null;
  /** The client using the MAC, for the admin only (Delete MAC's table). */
  client: MacClient | null;
};
