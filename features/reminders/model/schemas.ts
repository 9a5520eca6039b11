// The Reminders screen's settings, shared by its form and the BFF: the rules for the
// clients' devices and the staff's morning digest, per account.
import { z } from "zod";
import { LOCALES } from "@/i18n/locales";
import { EXPORT_CHUNK } from "@/lib/list/query";
import { plainText } from "@/lib/schemas/text";
import { templateIssue } from "./template";
import { isTimeZone } from "./time";

export const DAY_CHOICES = Array.from({ length: 14 }, (_, i) => i + 1);
export const SCOPES = ["own", "subtree"] as const;
export type Scope = (typeof SCOPES)[number];

export const REMINDER_TEXTS = {
  noDays: "Tick at least one number of days",
  email: "Enter an e-mail address, or leave it empty for no morning e-mail",
  hour: "Choose an hour from 0 to 23",
  timeZone: "Choose a time zone from the list",
  lowCredit: "Enter a whole number of credits (0 or more), or leave it empty for no warning",
  password: "Enter your password",
  saved: "Reminder settings saved.",
  savedWithPassword: "Reminder settings and password saved.",
  credentialForgotten: "Stored password removed: reminders and the digest stop.",
} as const;

const template = plainText({ newlinesOnly: true }).superRefine((value, ctx) => {
  const issue = templateIssue(value);
  if (issue) ctx.addIssue({ code: "custom", message: issue });
});

const settingsFields = z.object({
  enabled: z.boolean(),
  days: z
    .array(z.number().int().min(1).max(14))
    .max(14)
    .transform((days) => [...new Set(days)].sort((a, b) => b - a)),
  /** The device message in each panel language; `messageLocale` picks the one the clients get ("": the account's language). */
  templates: z.object({
    en: template.transform((value) => value.trim()),
    es: template.transform((value) => value.trim()),
    ar: template.transform((value) => value.trim()),
  }),
  messageLocale: z.union([z.literal(""), z.enum(LOCALES)]),
  scope: z.enum(SCOPES),
  includeTrials: z.boolean(),
  digestEmail: z.union([z.literal(""), z.email(REMINDER_TEXTS.email).max(254, REMINDER_TEXTS.email)], REMINDER_TEXTS.email),
  hour: z.number(REMINDER_TEXTS.hour).int(REMINDER_TEXTS.hour).min(0, REMINDER_TEXTS.hour).max(23, REMINDER_TEXTS.hour),
  timeZone: z.string().refine(isTimeZone, REMINDER_TEXTS.timeZone),
  lowCredit: z
    .number(REMINDER_TEXTS.lowCredit)
    .int(REMINDER_TEXTS.lowCredit)
    .min(0, REMINDER_TEXTS.lowCredit)
    .max(1_000_000, REMINDER_TEXTS.lowCredit)
    .nullable(),
});
const daysWhileOn = (s: { enabled: boolean; days: number[] }) => !s.enabled || s.days.length > 0;
const noDays = { message: REMINDER_TEXTS.noDays, path: ["days"] };

export const reminderSettingsSchema = settingsFields.refine(daysWhileOn, noDays);
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/**
 * PUT /api/reminders: the rules and, optionally, the password the scheduler signs in with, saved
 * together or not at all. An empty password keeps the stored one (or none).
 */
export const reminderSaveSchema = settingsFields
  .extend({ password: z.string(REMINDER_TEXTS.password).max(100, REMINDER_TEXTS.password).default("") })
  .refine(daysWhileOn, noDays);
export type ReminderSave = z.input<typeof reminderSaveSchema>;

/** GET /api/reminders/log?page=…&size=…: the screen's pages, or the export's large ones (its tab, search and sort are ignored: the log has one order). */
export const LOG_PAGE_SIZE = 20;
export const logQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(EXPORT_CHUNK).default(LOG_PAGE_SIZE),
});
