// 5. Exports in the browser: the admin list's real 'Export CSV' and 'Export PDF' buttons in
// headless Chromium, timed from the click to the download event, with the longest main-thread
// task meanwhile (Long Tasks API, observed from an init script and cleared before each click).
// Link prefetches are refused, as in first-load.mjs, so that only the export is running.
// Beside each CSV export, alternating with it, the same pages straight from the upstream: the
// pages the export asked the BFF for (recorded from the browser, the worker's requests too),
// asked in the same order and as many at a time, timed to the last byte of the last one. The
// goal is set against that.
import { readFileSync } from "node:fs";
import http from "node:http";
import { EXPORT_CHUNK } from "../../lib/list/query.ts";
import { median, timedGet } from "../load.mjs";

const OBSERVE_PAGE = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({
    type: "longtask",
    buffered: true,
  });
  // When the progress text first reaches 90% (lib/export/run-export.ts: rows fetched, file next).
  window.__fetched = null;
  new MutationObserver(() => {
    const percent = Number(/(\d+)%/.exec(document.querySelector("[role=status]")?.textContent ?? "")?.[1]);
    if (percent >= 90 && window.__fetched === null) window.__fetched = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
};

/** The button is enabled and hydrated (React has attached its props to the element). */
const readyToClick = (name) =>
  [...document.querySelectorAll("button")].some(
    (b) => b.textContent.trim() === name && !b.disabled && Object.keys(b).some((key) => key.startsWith("__reactProps")),
  );

/** How many pages the export has in flight at once, from the start (lib/export/fetch-all-pages.ts). */
const PARALLEL_PAGES = 3;

/**
 * Each run: { ms, fetchMs, firstAskMs (from the click to its first request), longest, bytes, lines,
 * pages: the BFF list URLs it asked for }; `between(run)` runs after each.
 */
async function exportRuns(browser, { baseUrl, seal, button, runs, between = async () => {} }) {
  const context = await browser.newContext({ acceptDownloads: true });
  try {
    await context.addCookies([{ name: "panel-session", value: seal, url: baseUrl, httpOnly: true, sameSite: "Strict" }]);
    await context.addInitScript(OBSERVE_PAGE);
    await context.route(/_rsc=/, (route) => (route.request().headers()["next-router-prefetch"] ? route.abort() : route.continue()));
    let asked = [];
    let firstAskedAt;
    // On the context, so that requests from a worker are seen too; the list's own refreshes (a
    // screen's page of rows) are not the export's.
    context.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname !== "/api/clients" || url.searchParams.get("size") !== String(EXPORT_CHUNK)) return;
      asked.push(request.url());
      firstAskedAt ??= performance.now();
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/manageclients`, { waitUntil: "load" });
    const target = page.getByRole("button", { name: button, exact: true });
    // The list streams in after the document's load event on a busy machine: wait for the button
    // rather than look once (a look at "load" found none on the 10,000-client stack under load).
    await target.waitFor({ state: "visible", timeout: 60_000 }).catch(async () => {
      const shown = await page.evaluate(() =>
        [...document.querySelectorAll("button")]
          .map((b) => b.textContent.trim())
          .filter(Boolean)
          .join(" | "),
      );
      throw new Error(`no '${button}' button on ${page.url()} within 60 s; buttons shown: ${shown || "none"}`);
    });
    const results = [];
    for (let run = 0; run < runs; run++) {
      await page.waitForFunction(readyToClick, button);
      const clickedAt = await page.evaluate(() => {
        window.__longTasks.length = 0;
        window.__fetched = null;
        return performance.now();
      });
      asked = [];
      firstAskedAt = undefined;
      const started = performance.now();
      const [download] = await Promise.all([page.waitForEvent("download", { timeout: 180_000 }), target.click()]);
      const ms = performance.now() - started;
      const fetchMs = await page.evaluate((t0) => (window.__fetched === null ? NaN : window.__fetched - t0), clickedAt);
      const file = readFileSync(await download.path());
      // Let the page settle (progress cleared) so the tasks of finishing are counted too.
      await page.waitForFunction(readyToClick, button);
      const longest = await page.evaluate(() => Math.max(0, ...window.__longTasks));
      const firstAskMs = firstAskedAt === undefined ? NaN : firstAskedAt - started;
      results.push({ ms, fetchMs, firstAskMs, longest, bytes: file.length, lines: file.toString("utf8").split("\n").length, pages: asked });
      await between(results.at(-1));
    }
    return results;
  } finally {
    await context.close();
  }
}

/** The upstream's own call for one BFF list page of the admin (what lib/upstream/clients.ts asks). */
function upstreamPageUrl(bffUrl, { upstreamUrl, token }) {
  const bff = new URL(bffUrl).searchParams;
  const params = new URLSearchParams({ tab: bff.get("tab"), page: bff.get("page"), per_page: bff.get("size"), sort: bff.get("sort"), token });
  if (bff.get("q")) params.set("search", bff.get("q"));
  return `${upstreamUrl}/admin/clientlist?${params}`;
}

const directAgent = new http.Agent({ keepAlive: true, maxSockets: PARALLEL_PAGES });

function getAll(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: directAgent }, (response) => {
        response.on("data", () => {});
        response.on("end", () => (response.statusCode === 200 ? resolve() : reject(new Error(`${url.split("?")[0]}: HTTP ${response.statusCode}`))));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/** The export's pages straight from the upstream, in its order and PARALLEL_PAGES at a time, as the export asks for them. */
async function directPages(urls) {
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < urls.length) await getAll(urls[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_PAGES, urls.length) }, worker));
  return performance.now() - started;
}

function figures(label, results, { maxMs, expectRows, csv }) {
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const mid = times[Math.floor((times.length - 1) / 2)];
  const last = results.at(-1);
  const rows = csv ? `${last.lines - 1} rows, ` : "";
  const middle = results.find((r) => r.ms === mid);
  return [
    {
      name: `${label}: time to file`,
      value: mid,
      unit: "ms",
      ...(maxMs ? { goal: { max: maxMs } } : {}),
      note:
        `median of ${results.length} runs (${results.map((r) => Math.round(r.ms)).join(", ")} ms; the first loads the export code); ` +
        `in the median run ${Math.round(middle.fetchMs)} ms until the rows were in, ${Math.round(middle.ms - middle.fetchMs)} ms after; ` +
        `its first request ${Math.round(median(results.slice(results.length > 1 ? 1 : 0).map((r) => r.firstAskMs)))} ms after the click (median of the runs after the first); ` +
        `${rows}${(last.bytes / 1024).toFixed(0)} KB file, ${expectRows.toLocaleString("en-US")} rows expected`,
    },
    {
      name: `${label}: longest main-thread task`,
      value: Math.max(...results.map((r) => r.longest)),
      unit: "ms",
      goal: { max: 100 },
      note: "the Long Tasks API reports tasks of 50 ms and more; 0 means none",
    },
  ];
}

/** The CSV runs, each followed by the same pages straight from the upstream. */
async function csvBesideUpstream(browser, { csv, runs }) {
  const direct = [];
  const results = await exportRuns(browser, {
    ...csv,
    button: "Export CSV",
    runs,
    between: async (run) => direct.push(await directPages(run.pages.map((url) => upstreamPageUrl(url, csv)))),
  });
  const label = `CSV, ${csv.rows.toLocaleString("en-US")} rows`;
  // The first export also loads its code; the comparison leaves it out when there are more. Each
  // export is set against the direct pages right after it, so that a shared machine's drift
  // between runs cancels out.
  const from = results.length > 1 ? 1 : 0;
  const ratios = results.slice(from).map((r, i) => r.ms / direct[from + i]);
  const pages = results.at(-1).pages.length;
  return [
    ...figures(label, results, { expectRows: csv.rows, csv: true }),
    {
      name: `${label}: the same ${pages} pages straight from the upstream`,
      value: median(direct),
      unit: "ms",
      note: `after each export, ${PARALLEL_PAGES} at a time (${direct.map(Math.round).join(", ")} ms)`,
    },
    {
      name: `${label}: export time / the upstream's time for its pages`,
      value: median(ratios),
      unit: "x",
      goal: { max: 1.2 },
      note: `median of the runs after the first, each over the direct pages after it (${ratios.map((r) => r.toFixed(2)).join(", ")})`,
    },
  ];
}

/** Context for the CSV time: one export chunk (5,000 rows) through the BFF and straight from the upstream. */
async function chunkTimes({ baseUrl, seal, upstreamUrl, token }) {
  const bff = `${baseUrl}/api/clients?page=1&size=5000`;
  const direct = `${upstreamUrl}/admin/clientlist?token=${encodeURIComponent(token)}&page=1&per_page=5000`;
  const times = { bff: [], direct: [] };
  for (let i = 0; i < 4; i++) {
    for (const [side, url, headers] of [
      ["bff", bff, { cookie: `panel-session=${seal}` }],
      ["direct", direct, {}],
    ]) {
      const result = await timedGet(url, headers);
      if (result.status !== 200) throw new Error(`${url.split("?")[0]}: HTTP ${result.status}`);
      if (i > 0) times[side].push(result.ms);
    }
  }
  return [
    { name: "one 5,000-row chunk through the BFF (context)", value: median(times.bff), unit: "ms" },
    { name: "the same straight from the upstream (context)", value: median(times.direct), unit: "ms" },
  ];
}

/** csv / pdf: { baseUrl, seal, rows, upstreamUrl, token } of an admin whose list holds that many clients. */
export async function exportsInBrowser({ browser, csv, pdf, runs }) {
  const csvFigures = await csvBesideUpstream(browser, { csv, runs });
  const pdfRuns = await exportRuns(browser, { ...pdf, button: "Export PDF", runs });
  return [
    ...csvFigures,
    ...(await chunkTimes(csv)),
    ...figures(`PDF, ${pdf.rows.toLocaleString("en-US")} rows`, pdfRuns, { maxMs: 4000, expectRows: pdf.rows }),
  ].map((f) => ({ section: "5. Exports in the browser (admin list)", ...f }));
}
