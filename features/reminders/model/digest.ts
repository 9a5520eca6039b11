// The staff's morning digest, built from the account's client list (pure): clients
// whose paid time ends in the next 7 days and trials ending today, the same windows as the expiry
// worklist, each with a link to the screen that renews it; a low-credit line at or under the
// account's threshold. The mail is written in the account's language (the one it saved its rules in).
import { PRODUCT_NAME } from "@/lib/client-constants";
import { DEFAULT_LOCALE, directionOf, type Locale } from "@/i18n/locales";
import { EXPIRING_WEEK_DAYS, expiresWithin } from "@/lib/list/expiring-window";
import { formatCount, isolateLtr, isolateText } from "@/lib/format";
import type { Translate } from "@/i18n/translator";
import type { Role } from "@/lib/roles";
import type { ClientRow } from "@/lib/schemas/client-list";
import { screenHref } from "@/lib/screens";

export type DigestEntry = { name: string; expiry: string; link: string };
/** `lowCredit`: the balance and the threshold it is at or under, or null when there is no low-credit line. */
export type Digest = { week: DigestEntry[]; trials: DigestEntry[]; lowCredit: { credits: number; threshold: number } | null };
export type DigestMail = { subject: string; text: string; html: string };

/** The clients the digest lists on `today` (the account's local date), soonest first. */
export function digestOf(
  account: { role: Role; lowCredit: number | null },
  clients: ClientRow[],
  credits: number | null,
  today: string,
  baseUrl: string,
): Digest {
  const entry = (c: ClientRow): DigestEntry => ({
    name: c.name,
    expiry: c.expiry!.slice(0, 10),
    link: `${baseUrl}${screenHref(account.role, "clients.update", { name: c.name })}`,
  });
  const soonest = (a: DigestEntry, b: DigestEntry) => a.expiry.localeCompare(b.expiry) || a.name.localeCompare(b.name);
  const dated = clients.filter((c) => c.expiry);
  const week = dated
    .filter((c) => !c.trial && expiresWithin(c.expiry!.slice(0, 10), today, EXPIRING_WEEK_DAYS))
    .map(entry)
    .sort(soonest);
  const trials = dated
    .filter((c) => c.trial && c.expiry!.slice(0, 10) === today)
    .map(entry)
    .sort(soonest);
  const low = account.lowCredit !== null && credits !== null && credits <= account.lowCredit;
  return { week, trials, lowCredit: low ? { credits, threshold: account.lowCredit! } : null };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The mail, in the language of `t` (namespace "reminderEmail": the keys of getTranslations("reminderEmail")). */
export function digestMail(name: string, today: string, d: Digest, t: Translate, locale: Locale = DEFAULT_LOCALE): DigestMail {
  const subject = t("subject", {
    product: PRODUCT_NAME,
    name: isolateText(name, locale),
    today: isolateLtr(today, locale),
    week: d.week.length,
    weekCount: formatCount(d.week.length, locale),
    trials: d.trials.length,
    trialsCount: formatCount(d.trials.length, locale),
  });
  const section = (title: string, rows: DigestEntry[], none: string) => ({
    text: [
      title,
      ...(rows.length ? rows.map((r) => t("entryText", { name: isolateText(r.name, locale), expiry: isolateLtr(r.expiry, locale), link: r.link })) : [none]),
    ].join("\n"),
    html: `<h2>${escapeHtml(title)}</h2>${rows.length ? `<ul>${rows.map((r) => `<li>${entryHtml(r, t, locale)}</li>`).join("")}</ul>` : `<p>${escapeHtml(none)}</p>`}`,
  });
  const parts = [section(t("weekTitle"), d.week, t("weekNone")), section(t("trialsTitle"), d.trials, t("trialsNone"))];
  const lowCredit = d.lowCredit ? t("lowCredit", { credits: d.lowCredit.credits, threshold: d.lowCredit.threshold }) : null;
  const credit = lowCredit ? { text: lowCredit, html: `<p><strong>${escapeHtml(lowCredit)}</strong></p>` } : null;
  const all = credit ? [credit, ...parts] : parts;
  // The HTML reads in the language's direction (Arabic right to left).
  return {
    subject,
    text: all.map((p) => p.text).join("\n\n") + "\n",
    html: `<div lang="${locale}" dir="${directionOf(locale)}">${all.map((p) => p.html).join("")}</div>`,
  };
}

/** One entry's HTML: the translated sentence with its values escaped and its renew link. */
function entryHtml(entry: DigestEntry, t: Translate, locale: Locale): string {
  const renew = `<a href="${escapeHtml(entry.link)}">${escapeHtml(t("renew"))}</a>`;
  return t("entryHtml", { name: escapeHtml(isolateText(entry.name, locale)), expiry: escapeHtml(isolateLtr(entry.expiry, locale)), renew });
}

/** The digest's claim key: one per account and local date. */
export const digestKey = (account: { role: Role; name: string }, today: string) => `digest:${account.role}:${account.name}:${today}`;
