import { afterEach, describe, expect, it, vi } from "vitest";
import { exportPageUrl, fetchAllPages } from "@/lib/export/fetch-all-pages";
import { buildPdf } from "@/lib/export/pdf";
import { EXPORT_TABLES } from "@/lib/export/tables";
import { buildTable } from "@/lib/export/tables/table";
import { EXPORT_CHUNK, type ListPage } from "@/lib/list/query";
import type { ClientRow } from "@/lib/schemas/client-list";

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

  it.each([
    // total rows, requests expected
    [0, 1],
    [1, 1],
    [EXPORT_CHUNK, 1],
    [EXPORT_CHUNK * 2 + 1, 3],
  ])("fetches every page of %i rows in %i request(s) and reports progress up to 1", async (total, requests) => {
    const fetch = vi.fn(async (url: string) => {
      const page = Number(new URL(url, "http://panel").searchParams.get("page"));
      return new Response(JSON.stringify(pageOf(page, total, EXPORT_CHUNK)), { status: 200, headers: { "content-type": "application/json" } });
    });
    vi.stubGlobal("fetch", fetch);
    const progress: number[] = [];
    const rows = await fetchAllPages<ClientRow>("/api/clients", { tab: "all", q: "", sort: "name" }, (share) => progress.push(share));
    expect(fetch).toHaveBeenCalledTimes(requests);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r.name)).size).toBe(total);
    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it("fails with the server's message", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ message: "Upstream says no" }), { status: 502 })));
    await expect(fetchAllPages("/api/clients", { tab: "all", q: "", sort: "name" }, () => {})).rejects.toThrow("Upstream says no");
  });

  it("stops once aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal("fetch", vi.fn());
    await expect(fetchAllPages("/api/clients", { tab: "all", q: "", sort: "name" }, () => {}, controller.signal)).rejects.toThrow();
  });
});

describe("PDF file", () => {
  it("is a PDF", async () => {
    const blob = buildPdf(buildTable(EXPORT_TABLES.clients, [row("alice"), row("bob")], "2026-11-22"), "Clients (2)", EXPORT_TABLES.clients.wideColumn);
    const head = new TextDecoder().decode(new Uint8Array(await blob.arrayBuffer()).slice(0, 5));
    expect(head).toBe("%PDF-");
  });
});
