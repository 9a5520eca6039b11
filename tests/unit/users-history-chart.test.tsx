import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { labelledIndexes, placeChart, yTicks } from "@/components/charts/line-chart-geometry";
import { UsersHistoryChart } from "@/components/charts/users-history-chart";
import type { Locale } from "@/i18n/locales";
import arDashboard from "@/messages/ar/dashboard.json";
import enDashboard from "@/messages/en/dashboard.json";

const DASHBOARD = { en: enDashboard, ar: arDashboard } as const;

function render(stats: { on_date: string[]; clients: number[]; trials: number[] }, locale: Extract<Locale, "en" | "ar"> = "en") {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} timeZone="UTC" messages={{ dashboard: DASHBOARD[locale] }}>
      <UsersHistoryChart stats={stats} />
    </NextIntlClientProvider>,
  );
}

// The dashboards' Total Users History chart, drawn as SVG on the server (no chart library).
describe("the users-history chart", () => {
  const stats = { on_date: ["2026-11-01", "2026-11-02", "2026-11-03"], clients: [1200, 1250, 1310], trials: [3, 0, 7] };

  it("has the spec's title, two lines named Active Users and Trials, and each point's value", () => {
    const svg = render(stats);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="Total Users History: 1,310 active users and 7 trials today"');
    expect(svg).toContain(">Total Users History</text>");
    // The legend is HTML under the plot, so a longer language's labels wrap instead of overlapping.
    expect(svg).toMatch(/<li [^>]*>.*<\/svg>Active Users<\/li>/);
    expect(svg).toMatch(/<li [^>]*>.*<\/svg>Trials<\/li>/);
    expect(svg.match(/<path /g)).toHaveLength(2);
    expect(svg).toContain("<title>2026-11-03: Active Users 1,310</title>");
    expect(svg).toContain("<title>2026-11-02: Trials 0</title>");
    for (const date of stats.on_date) expect(svg).toContain(`>${date}</text>`);
  });

  it("shows each day's values on keyboard focus as on hover: one focusable day, named by its values", () => {
    const svg = render(stats);
    const days = [...svg.matchAll(/<g tabindex="0" role="img" aria-label="([^"]+)" class="group[^"]*"/g)].map((m) => m[1]);
    expect(days).toEqual(["2026-11-01: Active Users 1,200, Trials 3", "2026-11-02: Active Users 1,250, Trials 0", "2026-11-03: Active Users 1,310, Trials 7"]);
    expect(svg).toContain("group-focus:opacity-100");
    expect(svg).toContain("group-hover:opacity-100");
  });

  it("runs time from the right in Arabic, its counts on the right, in Arabic words", () => {
    const xOf = (svg: string, date: string) => Number(svg.match(new RegExp(`<text x="([0-9.]+)"[^>]*>${date}</text>`))?.[1]);
    const english = render(stats);
    const arabic = render(stats, "ar");
    expect(xOf(english, "2026-11-01")).toBeLessThan(xOf(english, "2026-11-03"));
    expect(xOf(arabic, "2026-11-01")).toBeGreaterThan(xOf(arabic, "2026-11-03"));
    expect(arabic).toContain(`>${arDashboard.history.title}</text>`);
    expect(arabic).toContain(`</svg>${arDashboard.history.activeUsers}</li>`);
    expect(arabic).toMatch(/<text x="67[0-9.]*"[^>]*text-anchor="start"[^>]*>1,500<\/text>/);
  });

  it("starts its axis at zero with whole-number ticks that reach the largest value", () => {
    expect(yTicks(0)).toEqual([0, 1]);
    expect(yTicks(3)).toEqual([0, 1, 2, 3]);
    expect(yTicks(1310)).toEqual([0, 500, 1000, 1500]);
    expect(yTicks(48_000)).toEqual([0, 10_000, 20_000, 30_000, 40_000, 50_000]);
  });

  it("labels the first and last of thirty dates and a few between, and draws the lines within the plot", () => {
    const picked = labelledIndexes(30);
    expect(picked[0]).toBe(0);
    expect(picked.at(-1)).toBe(29);
    expect(picked.length).toBeLessThanOrEqual(7);
    const box = { width: 700, height: 300, left: 50, right: 10, top: 40, bottom: 60 };
    const placed = placeChart(stats.on_date, [{ label: "Active Users", values: stats.clients }], box);
    const points = placed.series[0].points;
    expect(points.map((p) => p.x)).toEqual([50, 370, 690]);
    // 1,500 (the top tick) at the plot's top, 0 at its bottom.
    expect(placed.ticks[0]).toEqual({ value: 0, y: 240 });
    expect(placed.ticks.at(-1)).toEqual({ value: 1500, y: 40 });
    expect(points[2].y).toBeCloseTo(240 - (1310 / 1500) * 200, 1);
    expect(placed.series[0].path).toBe(`M50 ${points[0].y} L370 ${points[1].y} L690 ${points[2].y}`);
  });
});
