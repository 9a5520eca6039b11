import { afterEach, describe, expect, it, vi } from "vitest";
import { exportPageUrl, fetchAllPages } from "@/lib/export/fetch-all-pages";
import { buildPdf } from "@/lib/export/pdf";
import { EXPORT_TABLES } from "@/app/_exports/tables";
import { buildTable } from "@/lib/export/tables/table";
import { EXPORT_CHUNK, type ListPage } from "@/lib/list/query";
import type { ClientRow } from "@/lib/schemas/client-list";
import { englishExportTexts } from "./support/english";

const texts = await englishExportTexts();

const row = (name: string): ClientRow => ({ name, description: "", mac: "", ministra: false, status: true, expiry: "2030-01-01" });

function pageOf(page: number, total: number, size: number): ListPage<ClientRow> {
  const start = (page - 1) * size;
  const names = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => `c${start + i}`);
  return { rows: names.map(row), total, totalPages: Math.ceil(total / size), counts: { all: total, active: total, expired: 0 } };
}

afterEach(() => vi.unstubAllGlobals());

describe("export fetching", () => {
  it("asks for the list's tab, search and sort in pages of EXPORT_CHUNK", () => {
    expect(exportPageUrl("/api/clients", { tab: "expired", q: "living room", sort: "-expiry" }, 3)).toBe(
      `/api/clients?tab=expired&page=3&size=${EXPORT_CHUNK}&sort=-expiry&q=living+room`,
    );
    expect(exportPageUrl("/api/clients", { tab: "all", q: "", sort: "name" }, 1)).not.toContain("q=");
  });

  const servePages = (total: number) =>
    vi.fn(async (url: string) => {
      const page = Number(new URL(url, "http://panel").searchParams.get("page"));
      return new Response(JSON.stringify(pageOf(page, total, EXPORT_CHUNK)), { status: 200, headers: { "content-type": "application/json" } });
    });

  it.each([
    // rows there are, rows the screen counted, requests expected
    [0, 0, 1],
    [1, 1, 1],
    [EXPORT_CHUNK, EXPORT_CHUNK, 1],
    [EXPORT_CHUNK * 2 + 1, EXPORT_CHUNK * 2 + 1, 3],
    [EXPORT_CHUNK * 4, EXPORT_CHUNK * 4, 4],
    // The screen counted fewer: the first answer says how many more pages there are.
    [EXPORT_CHUNK * 2 + 1, 1, 3],
    // The screen counted more: the pages past the end come back empty.
    [1, EXPORT_CHUNK * 2 + 1, 3],
  ])(
    "fetches every page of %i rows (%i counted) in %i request(s), hands each on in its place and reports progress up to 1",
    async (total, expectedRows, requests) => {
      const fetch = servePages(total);
      vi.stubGlobal("fetch", fetch);
      const progress: number[] = [];
      const pages: ClientRow[][] = [];
      await fetchAllPages<ClientRow>(
        "/api/clients",
        { tab: "all", q: "", sort: "name" },
        {
          expectedRows,
          onPage: (rows, index) => {
            pages[index] = rows;
          },
          onProgress: (share) => progress.push(share),
        },
      );
      expect(fetch).toHaveBeenCalledTimes(requests);
      const rows = pages.flat();
      expect(rows).toHaveLength(total);
      expect(rows.map((r) => r.name)).toEqual(Array.from({ length: total }, (_, i) => `c${i}`));
      expect(progress.at(-1)).toBe(1);
      expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    },
  );

  it("asks for the first pages together, before the first answer", async () => {
    const answered = servePages(EXPORT_CHUNK * 5);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetch = vi.fn(async (url: string) => {
      await held;
      return answered(url);
    });
    vi.stubGlobal("fetch", fetch);
    const done = fetchAllPages("/api/clients", { tab: "all", q: "", sort: "name" }, { expectedRows: EXPORT_CHUNK * 5, onPage: () => {}, onProgress: () => {} });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    release();
    await done;
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  it("fails with the server's message and status", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ message: "Upstream says no" }), { status: 502 })),
    );
    const failure = fetchAllPages("/api/clients", { tab: "all", q: "", sort: "name" }, { expectedRows: 1, onPage: () => {}, onProgress: () => {} });
    await expect(failure).rejects.toThrow("Upstream says no");
    await expect(failure).rejects.toMatchObject({ status: 502 });
  });

  // Each asserts the abort itself (an AbortError, the pages asked for), not just "it threw": a
  // fetch stub that answers nothing makes fetchAllPages throw anyway, aborted or not.
  it("asks for nothing once aborted before it starts", async () => {
    const controller = new AbortController();
    controller.abort();
    const fetch = servePages(EXPORT_CHUNK * 5);
    vi.stubGlobal("fetch", fetch);
    const onPage = vi.fn();
    const failure = fetchAllPages(
      "/api/clients",
      { tab: "all", q: "", sort: "name" },
      { expectedRows: EXPORT_CHUNK * 5, onPage, onProgress: () => {}, signal: controller.signal },
    );
    await expect(failure).rejects.toMatchObject({ name: "AbortError" });
    expect(fetch).not.toHaveBeenCalled();
    expect(onPage).not.toHaveBeenCalled();
  });

  it("stops between pages once aborted: the pages already asked for, no more", async () => {
    const controller = new AbortController();
    const fetch = servePages(EXPORT_CHUNK * 5);
    vi.stubGlobal("fetch", fetch);
    const failure = fetchAllPages(
      "/api/clients",
      { tab: "all", q: "", sort: "name" },
      {
        expectedRows: EXPORT_CHUNK * 5,
        // The first page's arrival cancels the export; the first three pages are already on their way.
        onPage: (_rows, index) => {
          if (index === 0) controller.abort();
        },
        onProgress: () => {},
        signal: controller.signal,
      },
    );
    await expect(failure).rejects.toMatchObject({ name: "AbortError" });
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe("PDF file", () => {
  it("is a PDF", async () => {
    const blob = buildPdf(buildTable(EXPORT_TABLES.clients, [row("alice"), row("bob")], "2026-11-22", texts), "Clients (2)", EXPORT_TABLES.clients.wideColumn);
    const head = new TextDecoder().decode(new Uint8Array(await blob.arrayBuffer()).slice(0, 5));
    expect(head).toBe("%PDF-");
  });
});
