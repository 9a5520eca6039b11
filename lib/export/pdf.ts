// The PDF export: a landscape A4 table that repeats its header on every page.
import { jsPDF } from "jspdf";
import { autoTable } from "jspdf-autotable";
import { directionOf, type Locale } from "@/i18n/locales";
import { ARABIC_FONT_NAME, hasArabic, loadArabicFont, needsArabicFont } from "./pdf-font";
import { keepFontList, skipShapingOfPlainText } from "./pdf-speedups";
import type { ExportTable } from "./tables/table";

export type PdfLayout = {
  /** Right to left (Arabic): columns in reverse order, cells, title and footer on the right. */
  rtl: boolean;
  /** A TTF as a binary string (./pdf-font.ts), for words the built-in fonts cannot draw. */
  font?: string;
};

const MARGIN = 40;

/**
 * jsPDF's bidi engine, for a text with Arabic in it: read it as a right-to-left paragraph in
 * logical order and write it in the visual left-to-right order a PDF draws, brackets mirrored,
 * so "العملاء (12)" reads "(12) العملاء". Texts without Arabic (MACs, dates, numbers) keep the
 * defaults and are drawn as they are.
 */
const ARABIC_TEXT = { isInputVisual: false, isInputRtl: true, isOutputVisual: true, isOutputRtl: false, isSymmetricSwapping: true };

function textOptions(text: string) {
  return hasArabic(text) ? ARABIC_TEXT : {};
}

/**
 * The export worker's PDF in the reader's language: right to left in Arabic, and with the Arabic
 * font only when a text needs it (`loadFont` fetches it; the tests read it from public/).
 */
export async function buildExportPdf(
  table: ExportTable,
  title: string,
  {
    locale,
    wideColumn,
    pageLabel,
    loadFont = loadArabicFont,
  }: { locale: Locale; wideColumn?: number; pageLabel: (page: number) => string; loadFont?: () => Promise<string> },
): Promise<Blob> {
  const font = needsArabicFont(locale, [title, ...table.head, ...table.body.flat()]) ? await loadFont() : undefined;
  return buildPdf(table, title, wideColumn, pageLabel, { rtl: directionOf(locale) === "rtl", font });
}

/** `pageLabel` writes the footer in the reader's language ("Page 2"). */
export function buildPdf(
  table: ExportTable,
  title: string,
  wideColumn?: number,
  pageLabel: (page: number) => string = (page) => `Page ${page}`,
  layout: PdfLayout = { rtl: false },
): Blob {
  skipShapingOfPlainText();
  const doc = new jsPDF({ orientation: "landscape", unit: "pt", format: "a4" });
  // jsPDF's `arabic` module shapes Arabic letters into their joined presentation forms and its bidi
  // engine puts them in visual order as each text is written; the font has to have those glyphs.
  const font = layout.font === undefined ? undefined : embed(doc, layout.font);
  keepFontList(doc);
  const { rtl } = layout;
  const width = doc.internal.pageSize.getWidth();
  const columns = table.head.length;
  const order = <T>(cells: readonly T[]): T[] => (rtl ? [...cells].reverse() : [...cells]);
  const wide = wideColumn === undefined ? undefined : rtl ? columns - 1 - wideColumn : wideColumn;

  doc.setFontSize(14);
  doc.text(title, rtl ? width - MARGIN : MARGIN, 40, { align: rtl ? "right" : "left", ...textOptions(title) });
  autoTable(doc, {
    head: [order(table.head)],
    body: table.body.map(order),
    startY: 56,
    margin: { left: MARGIN, right: MARGIN },
    styles: { fontSize: 8, cellPadding: 4, overflow: "linebreak", ...(font ? { font } : {}), ...(rtl ? { halign: "right" } : {}) },
    // The embedded font has one face: the header is not bold in it rather than falling back to a font without the glyphs.
    headStyles: { fillColor: [21, 101, 192], ...(font ? { fontStyle: "normal" } : {}) },
    columnStyles: wide === undefined ? {} : { [wide]: { cellWidth: 220 } },
    didParseCell: ({ cell }) => {
      if (hasArabic(cell.text.join(" "))) cell.styles.textOptions = { ...cell.styles.textOptions, ...ARABIC_TEXT };
    },
    didDrawPage: () => {
      const page = doc.getNumberOfPages();
      doc.setFontSize(8);
      if (font) doc.setFont(font, "normal");
      const label = pageLabel(page);
      doc.text(label, width - MARGIN, doc.internal.pageSize.getHeight() - 20, { align: "right", ...textOptions(label) });
    },
  });
  return doc.output("blob");
}

/** Registers the TTF and makes it the current font; returns its name for the table's styles. */
function embed(doc: jsPDF, file: string): string {
  const fileName = `${ARABIC_FONT_NAME}.ttf`;
  doc.addFileToVFS(fileName, file);
  doc.addFont(fileName, ARABIC_FONT_NAME, "normal");
  doc.setFont(ARABIC_FONT_NAME, "normal");
  return ARABIC_FONT_NAME;
}
