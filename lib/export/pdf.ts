// The PDF export: a landscape A4 table that repeats its header on every page.
import { jsPDF } from "jspdf";
import { autoTable } from "jspdf-autotable";
import type { ExportTable } from "./tables/table";

/** `pageLabel` writes the footer in the reader's language ("Page 2"). */
export function buildPdf(table: ExportTable, title: string, wideColumn?: number, pageLabel: (page: number) => string = (page) => `Page ${page}`): Blob {
  const doc = new jsPDF({ orientation: "landscape", unit: "pt", format: "a4" });
  doc.setFontSize(14);
  doc.text(title, 40, 40);
  autoTable(doc, {
    head: [[...table.head]],
    body: table.body,
    startY: 56,
    margin: { left: 40, right: 40 },
    styles: { fontSize: 8, cellPadding: 4, overflow: "linebreak" },
    headStyles: { fillColor: [21, 101, 192] },
    columnStyles: wideColumn === undefined ? {} : { [wideColumn]: { cellWidth: 220 } },
    didDrawPage: () => {
      const page = doc.getNumberOfPages();
      doc.setFontSize(8);
      doc.text(pageLabel(page), doc.internal.pageSize.getWidth() - 40, doc.internal.pageSize.getHeight() - 20, { align: "right" });
    },
  });
  return doc.output("blob");
}
