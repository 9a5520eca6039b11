// Time zones as the reader's language names them, for the Reminders screen's choice: the zone's
// generic name from the platform's CLDR data ("hora de Europa central", "توقيت وسط أوروبا"), then
// its IANA id, which tells apart the zones that share a name. Built on the server once per page,
// so the browser's own data (another CLDR version) cannot make the options differ at hydration.
import type { Locale } from "@/i18n/locales";
import { isolateLtr } from "@/lib/format";

export type ZoneOption = { value: string; label: string };

/** The zone's name in `locale`: its generic name ("Central European Time"), UTC's long one. */
export function timeZoneName(zone: string, locale: Locale, at = new Date()): string {
  const style = zone === "UTC" || zone === "Etc/UTC" ? "long" : "longGeneric";
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style }).formatToParts(at);
    return parts.find((part) => part.type === "timeZoneName")?.value ?? zone;
  } catch {
    return zone;
  }
}

/** Every zone, "name (Zone/Id)", in the reader's alphabetical order; `serverLabel` marks the server's own. */
export function timeZoneOptions(zones: readonly string[], locale: Locale, serverZone: string, serverLabel: (label: string) => string): ZoneOption[] {
  const collator = new Intl.Collator(locale);
  return zones
    .map((zone) => {
      const label = `${timeZoneName(zone, locale)} (${isolateLtr(zone, locale)})`;
      return { value: zone, label: zone === serverZone ? serverLabel(label) : label };
    })
    .sort((a, b) => collator.compare(a.label, b.label));
}
