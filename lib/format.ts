// Dates as the tables show them, and the displayed client status (clients spec §4).

/** YYYY-MM-DD of a date-like value, in UTC so server and browser agree. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 10);
}

/** YYYY-MM-DD hh:mm a, e.g. 2026-11-22 03:07 PM. */
export function formatTimestamp(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const hours = date.getUTCHours();
  const hh = String(hours % 12 === 0 ? 12 : hours % 12).padStart(2, "0");
  const mm = String(date.getUTCMinutes()).padStart(2, "0");
  return `${formatDate(date)} ${hh}:${mm} ${hours < 12 ? "AM" : "PM"}`;
}

export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Expired when the expiry date is before today, whatever the status flag. */
export function isExpired(expiry: string | null | undefined, today = todayIso()): boolean {
  if (!expiry) return true;
  return formatDate(expiry) < today;
}

export type DisplayedStatus = { label: "ACTIVE" | "INACTIVE"; expired: boolean; statusTone: "success" | "danger"; expiryTone: "success" | "danger" };

export function clientStatus(client: { status: boolean; expiry: string | null | undefined }, today = todayIso()): DisplayedStatus {
  const expired = isExpired(client.expiry, today);
  const active = !expired && client.status;
  return {
    label: active ? "ACTIVE" : "INACTIVE",
    expired,
    statusTone: active ? "success" : "danger",
    expiryTone: expired ? "danger" : "success",
  };
}

/** A count or a balance as every screen writes it: 2,000 (one format, whatever the screen). */
export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}
