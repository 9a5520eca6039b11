// Where the small history chart's axis ticks, date labels and lines go, in the SVG's own units.
// Pure arithmetic, kept apart from the markup so that it can be tested on its own.

export type Box = { width: number; height: number; left: number; right: number; top: number; bottom: number };
export type Series = { label: string; values: readonly number[] };
export type PlacedPoint = { x: number; y: number; value: number; date: string };
export type PlacedSeries = { label: string; points: PlacedPoint[]; path: string };

/** The step between ticks: 1, 2 or 5 times a power of ten, never below 1 (the counts are whole). */
function tickStep(max: number, wanted: number): number {
  const rough = Math.max(max / wanted, 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough);
  return step ?? 10 * power;
}

/** Whole-number ticks from 0 to the first tick at or above the largest value (0 and 1 when all are 0). */
export function yTicks(max: number, wanted = 5): number[] {
  const step = tickStep(max, wanted);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks: number[] = [];
  for (let t = 0; t <= top; t += step) ticks.push(t);
  return ticks;
}

/** Indexes of the dates that get a label: the first, the last, and evenly spaced ones between (at most `most`). */
export function labelledIndexes(count: number, most = 7): number[] {
  if (count <= most) return Array.from({ length: count }, (_, i) => i);
  const every = Math.ceil((count - 1) / (most - 1));
  const picked: number[] = [];
  for (let i = 0; i < count - 1; i += every) picked.push(i);
  // The last date always shows; drop the one before it if they would crowd each other.
  if (count - 1 - picked[picked.length - 1] < every / 2) picked.pop();
  picked.push(count - 1);
  return picked;
}

export function placeChart(dates: readonly string[], series: readonly Series[], box: Box) {
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const ticks = yTicks(max);
  const top = ticks[ticks.length - 1];
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const x = (i: number) => box.left + (dates.length <= 1 ? plotWidth / 2 : (i * plotWidth) / (dates.length - 1));
  const y = (value: number) => box.top + plotHeight - (value / top) * plotHeight;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    ticks: ticks.map((value) => ({ value, y: round(y(value)) })),
    dateLabels: labelledIndexes(dates.length).map((i) => ({ text: dates[i], x: round(x(i)) })),
    series: series.map((s): PlacedSeries => {
      const points = s.values.map((value, i) => ({ x: round(x(i)), y: round(y(value)), value, date: dates[i] }));
      return { label: s.label, points, path: points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x} ${p.y}`).join(" ") };
    }),
  };
}
