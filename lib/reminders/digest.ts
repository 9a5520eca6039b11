// The staff's morning digest (issue 25 §3), built from the account's client list (pure): clients
// whose paid time ends in the next 7 days and trials ending today, the same windows as the expiry
// worklist, each with a link to the screen that renews it; a low-credit line at or under the
// account's threshold.
import { PRODUCT_NAME } from "@/lib/client-constants";
import type { Role } from "@/lib/roles";
import type { ClientRow } from "@/lib/schemas/client-list";
import { screenHref } from "@/lib/screens";
import { addDays } from "./time";

export type DigestEntry = { name: string; expiry: string; link: string };
export type Digest = { week: DigestEntry[]; trials: DigestEntry[]; lowCredit: string | null };
export type DigestMail = { subject: string; text: string; html: string };

/** The clients the digest lists on `today` (the account's local date), soonest first. */
export function digestOf(
  account: { role: Role; lowCredit: number | null },
  clients: ClientRow[],
  credits: number | null,
  today: string,
  baseUrl: string,
): Digest {
  const lastDay = addDays(today, 6);
  const entry = (c: ClientRow): DigestEntry => ({ name: c.name, expiry: c.expiry!.slice(0, 10), link: `${baseUrl}${screenHref(account.role, "clients.update", { name: c.name })}` });
  const soonest = (a: DigestEntry, b: DigestEntry) => a.expiry.localeCompare(b.expiry) || a.name.localeCompare(b.name);
  const dated = clients.filter((c) => c.expiry);
  const week = dated.filter((c) => !c.trial && c.expiry!.slice(0, 10) >= today && c.expiry!.slice(0, 10) <= lastDay).map(entry).sort(soonest);
  const trials = dated.filter((c) => c.trial && c.expiry!.slice(0, 10) === today).map(entry).sort(soonest);
  const low = account.lowCredit !== null && credits !== null && credits <= account.lowCredit;
  return { week, trials, lowCredit: low ? `Low credit: ${credits} credits left (your threshold is ${account.lowCredit}).` : null };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function digestMail(name: string, today: string, d: Digest): DigestMail {
  const subject = `${PRODUCT_NAME} reminders for ${name}, ${today}: ${d.week.length} expiring this week, ${d.trials.length} trial(s) ending today`;
  const section = (title: string, rows: DigestEntry[], none: string) => ({
    text: [title, ...(rows.length ? rows.map((r) => `- ${r.name}, expires ${r.expiry}: renew at ${r.link}`) : [none])].join("\n"),
    html: `<h2>${escapeHtml(title)}</h2>${rows.length ? `<ul>${rows.map((r) => `<li>${escapeHtml(r.name)}, expires ${escapeHtml(r.expiry)}: <a href="${escapeHtml(r.link)}">renew</a></li>`).join("")}</ul>` : `<p>${escapeHtml(none)}</p>`}`,
  });
  const parts = [
    section("Expiring in the next 7 days", d.week, "No client expires in the next 7 days."),
    section("Trials ending today", d.trials, "No trial ends today."),
  ];
  const credit = d.lowCredit ? { text: d.lowCredit, html: `<p><strong>${escapeHtml(d.lowCredit)}</strong></p>` } : null;
  const all = credit ? [credit, ...parts] : parts;
  return { subject, text: all.map((p) => p.text).join("\n\n") + "\n", html: all.map((p) => p.html).join("") };
}

/** The digest's claim key: one per account and local date. */
export const digestKey = (account: { role: Role; name: string }, today: string) => `digest:${account.role}:${account.name}:${today}`;
