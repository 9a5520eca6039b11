// 4. First-load JavaScript: every script a first visit of the page downloads (fresh browser
// context, until the network is idle), gzip-compressed here at zlib's default level as
// `next start` sends them. Link prefetches (requests marked next-router-prefetch) are
// refused: they fetch what the next page needs, not this one.
import { gzipSync } from "node:zlib";

const LIBRARIES = {
  jspdf: "Invalid argument passed to jsPDF",
  "jspdf-autotable": "horizontalPageBreak",
  papaparse: "__parsed_extra",
  "chart.js": "borderCapStyle",
};

async function visit(browser, baseUrl, { path, seal }) {
  const context = await browser.newContext();
  try {
    if (seal) await context.addCookies([{ name: "panel-session", value: seal, url: baseUrl, httpOnly: true, sameSite: "Strict" }]);
    await context.route(/_rsc=/, (route) => (route.request().headers()["next-router-prefetch"] ? route.abort() : route.continue()));
    const page = await context.newPage();
    const bodies = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") bodies.push(response.body().then((body) => ({ url: response.url(), body })));
    });
    const document = await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
    if (new URL(page.url()).pathname !== path) throw new Error(`${path} redirected to ${page.url()}`);
    const html = await document.text();
    const scripts = await Promise.all(bodies);
    const size = (list) => list.reduce((sum, s) => sum + gzipSync(s.body).length, 0);
    const inHtml = scripts.filter((s) => html.includes(new URL(s.url).pathname));
    const code = scripts.map((s) => s.body.toString("latin1")).join("\n");
    return {
      count: scripts.length,
      bytes: size(scripts),
      htmlBytes: size(inHtml),
      libraries: Object.entries(LIBRARIES)
        .filter(([, marker]) => code.includes(marker))
        .map(([name]) => name),
    };
  } finally {
    await context.close();
  }
}

/** pages: [{ path, seal?, maxKb?, list, label? }] (no maxKb: context only); `list` pages must not load any of LIBRARIES. */
export async function firstLoad({ browser, baseUrl, pages }) {
  const figures = [];
  for (const spec of pages) {
    const result = await visit(browser, baseUrl, spec);
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    figures.push({
      name: `${spec.label ?? spec.path} first-load JS (gzip)`,
      value: result.bytes / 1024,
      unit: "KB",
      ...(spec.maxKb ? { goal: { max: spec.maxKb } } : {}),
      note: `${result.count} scripts; ${kb(result.htmlBytes)} named in the HTML, ${kb(result.bytes - result.htmlBytes)} loaded after`,
    });
    const found = result.libraries.join(", ") || "none";
    figures.push({
      name: `${spec.label ?? spec.path} heavy libraries loaded`,
      value: found,
      ...(spec.list ? { goal: { text: "none of jspdf, jspdf-autotable, papaparse, chart.js", pass: found === "none" } } : {}),
    });
  }
  return figures.map((f) => ({ section: "4. First-load JavaScript", ...f }));
}
