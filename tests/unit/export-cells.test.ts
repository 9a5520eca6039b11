// The export's shortcuts for 50,000-row files (words translated once, each date converted once)
// write exactly what the plain conversions write.
import { describe, expect, it } from "vitest";
import { exportTexts, loadExportMessages } from "@/lib/export/texts";
import { cellDate } from "@/lib/export/tables/table";
import { formatDate } from "@/lib/format";
import { english } from "./support/english";

describe("export cells", () => {
  it.each([
    "2026-11-22",
    "2026-11-22T00:00:00Z",
    "2026-11-22T23:30:00-02:00",
    // Not a day: formatDate's own reading (V8 rolls it over or refuses it), remembered as such.
    "2026-02-30",
    "2026-13-01",
    "yesterday",
    "",
    null,
    undefined,
  ])("writes %j as formatDate does, the first time and the next", (value) => {
    expect(cellDate(value)).toBe(formatDate(value));
    expect(cellDate(value)).toBe(formatDate(value));
  });

  it.each(["es", "ar", "en"] as const)("translates a word once per file, and a sentence with values every time (%s)", async (locale) => {
    const messages = await loadExportMessages(locale);
    const t = exportTexts(locale, messages)("export");
    const plain = exportTexts(locale, messages);
    for (const key of ["yes", "no", "active", "inactive", "clients.head.login"]) {
      expect(t(key)).toBe(t(key));
      expect(t(key)).not.toBe("");
    }
    // A message with a value is not remembered: page 1 and page 2 differ.
    expect(t("page", { page: 1 })).not.toBe(t("page", { page: 2 }));
    expect(t("page", { page: 2 })).toBe(plain("export")("page", { page: 2 }));
  });

  it("writes the English words of the catalogue", async () => {
    const t = exportTexts("en", await loadExportMessages("en"))("export");
    const catalogue = await english("export");
    for (const key of ["yes", "no", "active", "inactive"]) {
      expect(t(key)).toBe(catalogue(key));
      expect(t(key)).toBe(catalogue(key));
    }
  });
});
