// The bench's output: a table for people on stdout and the same figures as JSON in
// bench/results.json for tools. A figure with a goal gets the verdict PASS or MISS; a missed
// goal is reported, never turned into a failing exit code; a section that could not be measured
// is (run.mjs exits 1), and the summary says the run is incomplete rather than counting fewer goals.
import { writeFileSync } from "node:fs";

const DECIMALS = { ms: 1, x: 2, "req/s": 0, B: 0, KB: 1, MB: 0, µs: 0, "": 0 };

export function formatValue(value, unit) {
  if (typeof value !== "number") return String(value);
  if (!Number.isFinite(value)) return "n/a";
  const text = value.toLocaleString("en-US", { minimumFractionDigits: DECIMALS[unit] ?? 2, maximumFractionDigits: DECIMALS[unit] ?? 2 });
  return unit === "x" ? `${text}x` : `${text} ${unit}`;
}

function goalText({ goal, unit }) {
  if (!goal) return "";
  if (goal.text) return goal.text;
  return goal.max !== undefined ? `<= ${formatValue(goal.max, unit)}` : `>= ${formatValue(goal.min, unit)}`;
}

function verdict({ goal, value }) {
  if (!goal) return null;
  if (goal.text) return goal.pass ? "PASS" : "MISS";
  if (typeof value !== "number" || !Number.isFinite(value)) return "MISS";
  const pass = goal.max !== undefined ? value <= goal.max : value >= goal.min;
  return pass ? "PASS" : "MISS";
}

/** Adds goal text and verdict to each figure. */
export function judge(figures) {
  return figures.map((f) => ({ ...f, goalText: goalText(f), verdict: verdict(f) }));
}

export function printTable(figures, { machine, sections, errors }) {
  const rows = figures.map((f) => [f.name, formatValue(f.value, f.unit), f.goalText, f.verdict ?? ""]);
  const width = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length), 10));
  const line = (cells) =>
    cells
      .map((c, i) => (i === 1 ? c.padStart(width[i]) : c.padEnd(width[i] ?? 0)))
      .join("  ")
      .trimEnd();
  const out = [];
  let section;
  figures.forEach((f, i) => {
    if (f.section !== section) {
      section = f.section;
      const about = sections.find((s) => s.title === section);
      const title = about ? `${section}  (${about.seconds} s, 1-min load average ${about.load})` : section;
      out.push("", title, "-".repeat(title.length));
    }
    out.push(line(rows[i]));
    if (f.note) out.push(`    ${f.note}`);
  });
  const judged = figures.filter((f) => f.verdict);
  const missed = judged.filter((f) => f.verdict === "MISS");
  out.push("", `Goals: ${judged.length - missed.length} PASS, ${missed.length} MISS${missed.length ? `: ${missed.map((f) => f.name).join("; ")}` : ""}`);
  if (errors.length) {
    out.push(`INCOMPLETE RUN: ${errors.length} section(s) could not be measured, so their goals are in neither count above:`);
    for (const error of errors) out.push(`NOT MEASURED: ${error.section}: ${error.message}`);
  }
  out.push(
    `Machine: ${machine.cpus} x ${machine.cpuModel}, ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}, Chromium ${machine.chromium ?? "?"}, load ${machine.loadBefore} before / ${machine.loadAfter} after`,
  );
  console.log(out.join("\n"));
}

export function writeJson(path, { figures, ...meta }) {
  const clean = figures.map(({ section, name, value, unit, goalText: goal, verdict: v, note }) => ({
    section,
    name,
    value,
    unit: unit ?? null,
    goal: goal || null,
    verdict: v,
    ...(note ? { note } : {}),
  }));
  writeFileSync(path, `${JSON.stringify({ ...meta, complete: meta.errors.length === 0, figures: clean }, null, 2)}\n`);
}
