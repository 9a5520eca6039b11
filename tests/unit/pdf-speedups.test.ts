// The PDF export's two shortcuts through jsPDF (lib/export/pdf-speedups.ts) must not change the
// file: a text without Arabic is what jsPDF's shaping would give back anyway, and the same table
// comes out byte for byte the same with the shaping as jsPDF ships it.
import { readFileSync } from "node:fs";
import { jsPDF } from "jspdf";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildPdf } from "@/lib/export/pdf";
import { binaryString, hasArabic } from "@/lib/export/pdf-font";
import { skipShapingOfPlainText } from "@/lib/export/pdf-speedups";

type Shaping = (input: string | { text: unknown }) => unknown;
const api = jsPDF.API as unknown as { processArabic: Shaping; events: [string, unknown][]; __arabicParser__: { processArabic: Shaping } };
/** jsPDF keeps its own shaping here too, untouched by the shortcut. */
const shipped = api.__arabicParser__.processArabic;

/** Letters around and inside every range hasArabic knows, with Latin, digits, signs and emoji. */
const SAMPLES = [
  "client1",
  "00:1A:79:AB:CD:EF",
  "2027-03-01",
  "Bulk Rossi",
  "ACTIVE",
  "Page 2",
  "",
  " ",
  "ü é ñ ß",
  "日本",
  "😀",
  "\u05FF",
  "\u0700",
  "\u074F",
  "\u0780",
  "\u089F",
  "\u0900",
  "\uFB4F",
  "\uFE00",
  "\uFE6F",
  "\uFF00",
  "(12)",
  "[x]",
  "a\tb\nc",
];

function texts(seed: number, count: number): string[] {
  let state = seed;
  const next = (below: number) => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31), state % below);
  return Array.from({ length: count }, () => Array.from({ length: 1 + next(5) }, () => SAMPLES[next(SAMPLES.length)]).join(next(2) ? " " : ""));
}

/** The file without what changes on every build: its creation date and its random id. */
const stable = async (blob: Blob) =>
  Buffer.from(await blob.arrayBuffer())
    .toString("latin1")
    .replace(/\/CreationDate \(D:[^)]*\)/g, "")
    .replace(/\/ID \[[^\]]*\]/g, "");

describe("the PDF export's shortcuts through jsPDF", () => {
  const installed = { processArabic: shipped, events: [] as [string, unknown][] };
  beforeAll(() => {
    skipShapingOfPlainText();
    installed.processArabic = api.processArabic;
    installed.events = api.events.map((event) => [...event] as [string, unknown]);
  });
  afterEach(() => {
    api.processArabic = installed.processArabic;
    api.events.splice(0, api.events.length, ...installed.events.map((event) => [...event] as [string, unknown]));
  });

  it("skips only texts that jsPDF's shaping hands back unchanged", () => {
    expect(api.processArabic).not.toBe(shipped);
    for (const text of texts(11, 2_000)) {
      if (hasArabic(text)) continue;
      expect(shipped(text), JSON.stringify(text)).toBe(text);
      expect(api.processArabic(text)).toBe(text);
    }
    expect(api.processArabic("العملاء")).toBe(shipped("العملاء"));
  });

  it("makes the same file, byte for byte, as jsPDF's shaping on every text, Latin and Arabic", async () => {
    const font = binaryString(readFileSync("public/fonts/DejaVuSans.ttf"));
    const body = texts(5, 300).map((text, i) => [`client${i}`, text, i % 4 ? "ACTIVE" : "نشط", "2027-03-01"]);
    const table = { head: ["Login", "Description", "الحالة", "Expiry"], body };
    for (const layout of [{ rtl: false }, { rtl: true, font }]) {
      expect(api.events.some(([name, handler]) => name === "preProcessText" && handler !== shipped)).toBe(true);
      const fast = await stable(buildPdf(table, "Clients (300)", 1, undefined, layout));
      api.processArabic = shipped;
      for (const event of api.events) if (event[0] === "preProcessText") event[1] = shipped;
      const shippedFile = await stable(buildPdf(table, "Clients (300)", 1, undefined, layout));
      expect(fast.length).toBeGreaterThan(10_000);
      expect(fast === shippedFile, `layout ${JSON.stringify({ rtl: layout.rtl })}`).toBe(true);
      api.processArabic = installed.processArabic;
      api.events.splice(0, api.events.length, ...installed.events.map((event) => [...event] as [string, unknown]));
    }
  });
});
