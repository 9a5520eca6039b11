// Arabic in PDF exports: the worker's own PDF builder, with the font read from public/
// as the browser would fetch it. jsPDF embeds a TrueType font as glyph ids with a ToUnicode map,
// so what the file says in Unicode is read from that map.
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { buildExportPdf } from "@/lib/export/pdf";
import { binaryString } from "@/lib/export/pdf-font";
import { EXPORT_TABLES } from "@/app/_exports/tables";
import { buildTable, titleOf } from "@/lib/export/tables/table";
import { exportTexts, loadExportMessages } from "@/lib/export/texts";
import type { ClientRow } from "@/lib/schemas/client-list";
import { clientListRow } from "../support/fixtures";
import type { Locale } from "@/i18n/locales";

const TODAY = "2026-11-22";
const readFont = async () => binaryString(readFileSync("public/fonts/DejaVuSans.ttf"));

const client = (overrides: Partial<ClientRow> = {}): ClientRow => clientListRow(overrides);

async function clientsPdf(locale: Locale, rows: ClientRow[]) {
  const texts = exportTexts(locale, await loadExportMessages(locale));
  const table = buildTable(EXPORT_TABLES.clients, rows, TODAY, texts);
  const loadFont = vi.fn(readFont);
  const blob = await buildExportPdf(table, titleOf(EXPORT_TABLES.clients, texts, rows.length), {
    locale,
    wideColumn: EXPORT_TABLES.clients.wideColumn,
    pageLabel: (page) => texts("export")("page", { page }),
    loadFont,
  });
  // latin1 keeps each byte as one character, so offsets in the text are offsets in the file.
  return { pdf: Buffer.from(await blob.arrayBuffer()).toString("latin1"), loadFont };
}

/** The embedded font's ToUnicode map: glyph id (hex, as the content stream writes it) to code point. */
function toUnicode(pdf: string): Map<string, number> {
  return new Map([...pdf.matchAll(/<([0-9a-f]{4})><([0-9a-f]{4})>/gi)].map((match) => [match[1], parseInt(match[2], 16)]));
}

function mappedCodePoints(pdf: string): number[] {
  return [...toUnicode(pdf).values()];
}

/** A text drawn in the embedded font, as the content stream writes it: its glyph ids in hex. */
function glyphHex(pdf: string, text: string): string {
  const glyphOf = new Map([...toUnicode(pdf)].map(([glyph, code]) => [code, glyph]));
  return [...text].map((char) => glyphOf.get(char.codePointAt(0)!) ?? "????").join("");
}

const isArabicLetter = (code: number) => code >= 0x0600 && code <= 0x06ff;
const isPresentationForm = (code: number) => (code >= 0xfb50 && code <= 0xfdff) || (code >= 0xfe70 && code <= 0xfeff);

describe("PDF export in Arabic", () => {
  it("embeds DejaVu Sans and draws the Arabic words as joined letters", async () => {
    const { pdf, loadFont } = await clientsPdf("ar", [client()]);
    expect(loadFont).toHaveBeenCalledTimes(1);
    expect(pdf).toContain("/BaseFont /DejaVuSans");
    const codes = mappedCodePoints(pdf);
    // The headers, the title and the cells' words (اسم الدخول, العملاء, نشط…) reach the font as
    // presentation forms (initial, medial, final), never as the unjoined letters of the catalogue.
    expect(codes.filter(isPresentationForm).length).toBeGreaterThan(10);
    expect(codes.filter(isArabicLetter)).toEqual([]);
  });

  it("lays the table out right to left and keeps MACs and dates as they are", async () => {
    const { pdf } = await clientsPdf("ar", [client()]);
    // Columns are drawn from the left: in Arabic the last column (Ministra before MAC) comes first.
    const ministra = pdf.indexOf(`<${glyphHex(pdf, "Ministra")}> Tj`);
    const mac = pdf.indexOf(`<${glyphHex(pdf, "MAC")}> Tj`);
    expect(ministra).toBeGreaterThan(0);
    expect(mac).toBeGreaterThan(ministra);
    expect(pdf).toContain(`<${glyphHex(pdf, "00:1A:79:00:00:01")}> Tj`);
    expect(pdf).toContain(`<${glyphHex(pdf, "2026-12-01")}> Tj`);
  });

  it("writes the title as a right-to-left line: the row count on its left", async () => {
    const { pdf } = await clientsPdf("ar", [client()]);
    // "العملاء (1)" drawn in visual order from the left is "(1) " and then the word.
    expect(pdf).toMatch(new RegExp(`<${glyphHex(pdf, "(1) ")}[0-9a-f]+> Tj`));
  });
});

describe("PDF export in English", () => {
  it("uses the built-in fonts and never loads the Arabic one", async () => {
    const { pdf, loadFont } = await clientsPdf("en", [client()]);
    expect(loadFont).not.toHaveBeenCalled();
    expect(pdf).not.toContain("DejaVuSans");
    expect(pdf).toContain("(Login) Tj");
  });

  it("embeds the Arabic font when a cell holds Arabic words", async () => {
    const { pdf, loadFont } = await clientsPdf("en", [client({ description: "غرفة المعيشة" })]);
    expect(loadFont).toHaveBeenCalledTimes(1);
    expect(pdf).toContain("/BaseFont /DejaVuSans");
    expect(mappedCodePoints(pdf).filter(isPresentationForm).length).toBeGreaterThan(5);
  });
});
