// The expiry arithmetic of renew and retrieve, as the backend applies it (upstream/README.md, Credits):
// renew gives max(expiry, today) + months; retrieve takes whole months back only while the
// expiry stays on or after today. The dialogs preview with these, so they never promise what
// the server refuses (tests/unit/client-months.test.ts checks them against the reference upstream).

/** Calendar months on a YYYY-MM-DD day, clamped to the month's last day (Jan 31 + 1 = Feb 28/29). */
export function addMonths(day: string, months: number): string {
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

/** The expiry after renewing: from today for an expired client, else from its expiry. */
export function renewedExpiry(expiry: string | null, months: number, today: string): string {
  const from = expiry && expiry.slice(0, 10) > today ? expiry.slice(0, 10) : today;
  return addMonths(from, months);
}

/** How many whole months (at most 12) can be retrieved before the expiry would fall before today. */
export function retrievableMonths(expiry: string | null, today: string): number {
  if (!expiry) return 0;
  let months = 0;
  while (months < 12 && addMonths(expiry, -(months + 1)) >= today) months++;
  return months;
}

// What Retrieve says when no whole month is left (the reference upstream's words) is in the
// catalogues: messages/*/clients.json, months.noWholeMonth.
