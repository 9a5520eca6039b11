// 9. The BFF's own work on a list answer, per request, in this process with the panel's own
// schema: reading the upstream's answer (JSON.parse), checking it (zod, which also copies every
// row) and writing the browser's answer (JSON.stringify), for the screen's page of 10 clients
// and for an export page of 5,000. The session's unseal is in section 6.
import { clientListResponseSchema } from "../../lib/schemas/client-list.ts";
import { median } from "../load.mjs";

/** Median µs per call of fn, over `iterations` calls after a warm-up. */
function time(fn, iterations) {
  for (let i = 0; i < Math.min(iterations, 20); i++) fn();
  const samples = [];
  for (let i = 0; i < iterations; i++) {
    const started = process.hrtime.bigint();
    fn();
    samples.push(Number(process.hrtime.bigint() - started) / 1e3);
  }
  return median(samples);
}

async function answerText(upstream, admin, rows) {
  const response = await fetch(`${upstream.url}/admin/clientlist?token=${encodeURIComponent(admin.token)}&page=1&per_page=${rows}&sort=name`);
  if (!response.ok) throw new Error(`upstream client list: HTTP ${response.status}`);
  return response.text();
}

export async function bffWork({ upstream, admin }) {
  const figures = [];
  for (const [rows, iterations] of [
    [10, 5000],
    [5000, 40],
  ]) {
    const text = await answerText(upstream, admin, rows);
    const json = JSON.parse(text);
    const checked = clientListResponseSchema.parse(json);
    const page = { rows: checked.client_list, total: checked.total, totalPages: checked.total_pages, counts: checked.counts };
    const parse = time(() => JSON.parse(text), iterations);
    const check = time(() => clientListResponseSchema.parse(json), iterations);
    const write = time(() => JSON.stringify(page), iterations);
    const at = `${rows.toLocaleString("en-US")} rows (${Math.round(text.length / 1024)} KB)`;
    figures.push(
      { name: `${at}: read the upstream's answer (JSON.parse)`, value: parse, unit: "µs" },
      { name: `${at}: check it (zod)`, value: check, unit: "µs" },
      { name: `${at}: write the answer (JSON.stringify)`, value: write, unit: "µs" },
    );
  }
  return figures.map((f) => ({ section: "9. The BFF's own work on a list answer", ...f }));
}
