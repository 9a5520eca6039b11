"use client";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useSnackbar } from "@/hooks/use-snackbar";
import type { ExportQuery } from "@/lib/export/fetch-all-pages";
import type { ExportFormat } from "@/lib/export/protocol";
import type { ExportKind } from "@/lib/export/kinds";
import { SERVER_ERROR_MESSAGE } from "@/lib/upstream/errors";

type Props = {
  /** The declared table the file holds (lib/export/kinds.ts). */
  kind: ExportKind;
  /** The BFF list endpoint that pages the rows, e.g. "/api/clients". */
  api: string;
  /** The tab, search and sort the rows on screen came from; the file holds every matching row. */
  query: ExportQuery;
  /** How many rows the screen counted for that tab and search; the export confirms it with its first page. */
  expectedRows: number;
  disabled?: boolean;
};

/** 'Export PDF' and 'Export CSV' (myClients.pdf / .csv), with progress while the rows load. */
export function DataTableExport({ kind, api, query, expectedRows, disabled }: Props) {
  const t = useTranslations("table");
  const { show } = useSnackbar();
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);

  // Leaving the page stops an export in flight (and its worker).
  useEffect(() => () => running.current?.abort(), []);

  async function run(format: ExportFormat) {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setProgress(0);
    try {
      // Loaded on first use: the export code, and the worker it starts, stay out of the page's first load.
      const { runExport } = await import("@/lib/export/run-export");
      await runExport({ format, kind, api, query, expectedRows, onProgress: setProgress, signal: controller.signal });
    } catch (error) {
      if (!controller.signal.aborted) show(error instanceof Error ? error.message : SERVER_ERROR_MESSAGE, "error");
    } finally {
      running.current = null;
      setProgress(null);
    }
  }

  const busy = progress !== null;
  // Reached for: the export's code and its worker start before the click (lib/export/warm-worker.ts).
  const prepare = () => void import("@/lib/export/run-export").then(({ prepareExport }) => prepareExport());
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" padding="narrow" disabled={disabled || busy} onPointerEnter={prepare} onFocus={prepare} onClick={() => void run("pdf")}>
        {t("exportPdf")}
      </Button>
      <Button variant="secondary" padding="narrow" disabled={disabled || busy} onPointerEnter={prepare} onFocus={prepare} onClick={() => void run("csv")}>
        {t("exportCsv")}
      </Button>
      <p role="status" aria-live="polite" className="min-w-0 text-sm tabular-nums text-slate-600">
        {busy ? t("exporting", { progress }) : ""}
      </p>
    </div>
  );
}
