import "server-only";
import nodemailer from "nodemailer";
import { settings } from "@/lib/settings";
import type { DigestMail } from "@/features/reminders/model/digest";

// The digest's one way out: nodemailer over the SMTP server of SMTP_URL. Without it no digest is
// queued at all, and the Reminders screen says so.

export type Mailer = { send(to: string, mail: DigestMail): Promise<void> };

/** How long one digest may take to reach the mail server before its outcome counts as failed or unknown. */
const SMTP_TIMEOUT_MS = 30_000;

let cached: { url: string; mailer: Mailer } | undefined;

/** The mailer for SMTP_URL, or null when none is set. */
export function smtpMailer(): Mailer | null {
  const { smtpUrl, smtpFrom } = settings();
  if (!smtpUrl) return null;
  if (cached?.url !== smtpUrl) {
    const transport = nodemailer.createTransport(
      { url: smtpUrl, connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS },
      { from: smtpFrom },
    );
    cached = {
      url: smtpUrl,
      mailer: {
        async send(to, mail) {
          await transport.sendMail({ to, subject: mail.subject, text: mail.text, html: mail.html });
        },
      },
    };
  }
  return cached.mailer;
}

export const smtpConfigured = () => settings().smtpUrl !== null;

/**
 * Whether a failed send certainly left nothing with the mail server: it could not connect, or it
 * refused the message (retried later). Anything else, e.g. a connection lost after DATA, is unknown.
 */
export function mailFailedForSure(error: unknown): boolean {
  const e = error as { code?: string; responseCode?: number; command?: string };
  if (typeof e?.responseCode === "number" && e.responseCode >= 400) return true;
  return e?.code === "ECONNECTION" || e?.code === "EDNS" || (e?.code === "ESOCKET" && e.command === "CONN");
}
