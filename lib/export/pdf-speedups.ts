// Two costs that jsPDF and jspdf-autotable pay per cell, which a 10,000-row export pays some
// 80,000 times over, for a file that comes out byte for byte the same without them
// (tests/unit/pdf-speedups.test.ts; docs/performance.md):
// - autotable asks the document for its font list for every cell it styles, and jsPDF builds a
//   fresh list of every font it knows each time. A table adds no font, so one list is kept per table.
// - jsPDF's Arabic shaping goes letter by letter over every text it measures and every text it
//   writes. A text with no Arabic letter or presentation form (the ranges of ./pdf-font.ts's
//   hasArabic, which hold every letter the shaping changes) comes out of it unchanged, so such a
//   text is no longer sent through it. Arabic texts are shaped exactly as before.
import { jsPDF } from "jspdf";
import { hasArabic } from "./pdf-font";

type Shaping = (this: unknown, input: string | { text: unknown }) => unknown;
type PluginApi = { processArabic?: Shaping; events: [string, unknown][] };

/** A text jsPDF's shaping would hand back as it is: a string, or lines (each a string or [string, x, y]), without Arabic. */
function plainText(text: unknown): boolean {
  if (typeof text === "string") return !hasArabic(text);
  if (!Array.isArray(text)) return false;
  return text.every((line) => plainText(Array.isArray(line) ? line[0] : line));
}

let installed = false;

/**
 * Wraps jsPDF's Arabic shaping, once per page or worker: where it measures a text
 * (getStringUnitWidth reads jsPDF.API.processArabic) and where it writes one (the
 * "preProcessText" event each new document subscribes to from jsPDF.API.events).
 */
export function skipShapingOfPlainText(): void {
  if (installed) return;
  installed = true;
  const api = jsPDF.API as unknown as PluginApi;
  const shape = api.processArabic;
  if (!shape) return;
  function shapeArabicOnly(this: unknown, input: string | { text: unknown }) {
    const text = typeof input === "string" ? input : input.text;
    // The event hands the shaping a record and takes it back, the measuring a string. The shaping
    // would turn lines ["a", "b"] into [["a"], ["b"]], which jsPDF reads as the same lines
    // (transformTextToSpecialArray), so they are handed back as they came.
    if (plainText(text)) return input;
    return shape!.call(this, input);
  }
  api.processArabic = shapeArabicOnly;
  for (const event of api.events) if (event[0] === "preProcessText" && event[1] === shape) event[1] = shapeArabicOnly;
}

/** The document's font list, made once: call after the last font is added. */
export function keepFontList(doc: jsPDF): void {
  const fonts = doc.getFontList();
  doc.getFontList = () => fonts;
}
