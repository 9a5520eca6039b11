// The Reminders screen names time zones in the reader's language, with the IANA id beside the
// name (several zones share one name), and marks the server's own.
import { describe, expect, it } from "vitest";
import { timeZoneName, timeZoneOptions } from "@/features/reminders/model/zone-names";

describe("time zone names", () => {
  it.each([
    ["en", "Central European Time"],
    ["es", "hora de Europa central"],
    ["ar", "توقيت وسط أوروبا"],
  ] as const)("names Europe/Berlin in %s", (locale, name) => {
    expect(timeZoneName("Europe/Berlin", locale)).toBe(name);
  });

  it("labels each zone with its id, in the reader's order, the server's marked", () => {
    const options = timeZoneOptions(["UTC", "Europe/Berlin", "Asia/Kolkata"], "es", "UTC", (label) => `${label} (servidor)`);
    expect(options.map((option) => option.value)).toEqual(["Europe/Berlin", "Asia/Kolkata", "UTC"]);
    expect(options[0].label).toBe("hora de Europa central (Europe/Berlin)");
    expect(options[2].label).toMatch(/^tiempo universal coordinado \(UTC\) \(servidor\)$/i);
  });

  it("keeps the id in its order inside an Arabic label", () => {
    expect(timeZoneOptions(["Europe/Berlin"], "ar", "UTC", (label) => label)[0].label).toBe("توقيت وسط أوروبا (\u2066Europe/Berlin\u2069)");
  });
});
