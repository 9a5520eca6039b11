// 5. Exports in the browser: the admin list's real 'Export CSV' and 'Export PDF' buttons in
// headless Chromium, timed from the click to the download event, with the longest main-thread
// task meanwhile (Long Tasks API, observed from an init script and cleared before each click).
// Link prefetches are refused, as in first-load.mjs, so that only the export is running.
import { readFileSync } from "node:fs";
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

async function exportRuns(browser, { baseUrl, seal, button, runs }) {
  const context = await browser.newContext({ acceptDownloads: true });
  try {
    await context.addCookies([{ name: "panel-session", value: seal, url: baseUrl, httpOnly: true, sameSite: "Strict" }]);
    await context.addInitScript(OBSERVE_PAGE);
    await context.route(/_rsc=/, (route) => (route.request().headers()["next-router-prefetch"] ? route.abort() : route.continue()));
    const page = await context.newPage();
    await page.goto(`${baseUrl}/manageclients`, { waitUntil: "load" });
    const target = page.getByRole("button", { name: button, exact: true });
    if ((await target.count()) === 0) throw new Error(`no '${button}' button on /manageclients in this build`);
    const results = [];
    for (let run = 0; run < runs; run++) {
      await page.waitForFunction(readyToClick, button);
      const clickedAt = await page.evaluate(() => {
        window.__longTasks.length = 0;
        window.__fetched = null;
        return performance.now();
      });
      const started = performance.now();
      const [download] = await Promise.all([page.waitForEvent("download", { timeout: 180_000 }), target.click()]);
      const ms = performance.now() - started;
      const fetchMs = await page.evaluate((t0) => (window.__fetched === null ? NaN : window.__fetched - t0), clickedAt);
      const file = readFileSync(await download.path());
      // Let the page settle (progress cleared) so the tasks of finishing are counted too.
      await page.waitForFunction(readyToClick, button);
      const longest = await page.evaluate(() => Math.max(0, ...window.__longTasks));
      results.push({ ms, fetchMs, longest, bytes: file.length, lines: file.toString("utf8").split("\n").length });
    }
    return results;
  } finally {
    await context.close();
  }
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
      goal: { max: maxMs },
      note:
        `median of ${results.length} runs (${results.map((r) => Math.round(r.ms)).join(", ")} ms; the first loads the export code); ` +
        `in the median run ${Math.round(middle.fetchMs)} ms fetching rows, ${Math.round(middle.ms - middle.fetchMs)} ms building the file; ` +
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

/** Context for the CSV time: one export chunk (5,000 rows) through the BFF and straight from the upstream. */
async function chunkTimes({ baseUrl, seal, upstreamUrl, token }) {
  const bff = `${baseUrl}/api/clients?page=1&size=5000`;
  const direct = `${upstreamUrl}/admin/clientlist?token=${encodeURIComponent(token)}&page=1&per_page=5000`;
  const times = { bff: [], direct: [] };
  for (let i = 0; i < 4; i++) {
    for (const [side, url, headers] of [["bff", bff, { cookie: `panel-session=${seal}` }], ["direct", direct, {}]]) {
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
  const csvRuns = await exportRuns(browser, { ...csv, button: "Export CSV", runs });
  const pdfRuns = await exportRuns(browser, { ...pdf, button: "Export PDF", runs });
  return [
    ...figures(`CSV, ${csv.rows.toLocaleString("en-US")} rows`, csvRuns, { maxMs: 500, expectRows: csv.rows, csv: true }),
    ...(await chunkTimes(csv)),
    ...figures(`PDF, ${pdf.rows.toLocaleString("en-US")} rows`, pdfRuns, { maxMs: 4000, expectRows: pdf.rows }),
  ].map((f) => ({ section: "5. Exports in the browser (admin list)", ...f }));
}
