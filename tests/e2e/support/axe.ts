// The accessibility check the specs share: axe-core on WCAG 2.1 A/AA, no serious or critical
// violation, and reflow (nothing scrolls sideways), on the page as it is now, at a desktop's width
// and at a 390 px phone's.
// One page load serves both widths (support/viewports.ts says why), and axe reads the styles of
// the width it runs at.
import axe from "axe-core";
import { expect, type Page } from "@playwright/test";
import { DESKTOP, LAPTOP, PHONE, resize } from "./viewports";

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe.run in the page itself, with axe's source added once per document. The panel has no frames
 * (no <iframe> in components/ or app/); @axe-core/playwright injected the source again on every
 * check and added a page per check for frames, which made axe most of the accessibility runs'
 * time (about 2.5x this). Only violations are gathered: the passes are never read.
 */
async function violationsOf(page: Page): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })
        .then((results) => results.violations),
    WCAG_21_AA,
  );
}

export async function expectNoSeriousViolations(page: Page, what: string) {
  const serious = (await violationsOf(page))
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    );
  expect(serious, what).toEqual([]);
}

/**
 * Reflow (WCAG 1.4.10): the page never scrolls sideways, and no table needs scrolling sideways
 * in its card either (each list keeps what does not fit for its detail row). And the titles
 * fit: the top bar's and the screen's each wrap within two lines, none cut off.
 */
export async function expectReflows(page: Page, what: string) {
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    tables: [...document.querySelectorAll("main table")].map((table) => ({
      name: table.getAttribute("aria-label") ?? table.querySelector("caption")?.textContent ?? "a table",
      wider: table.scrollWidth - (table.parentElement?.clientWidth ?? 0),
    })),
  }));
  expect(overflow.page, `${what}: the page scrolls sideways (px)`).toBeLessThanOrEqual(0);
  for (const table of overflow.tables) expect(table.wider, `${what}: ${table.name} is wider than its card (px)`).toBeLessThanOrEqual(0);
  const titles = await page.evaluate(() =>
    [...document.querySelectorAll("header h1, main h2")].slice(0, 2).map((title) => {
      const style = getComputedStyle(title);
      return {
        text: title.textContent ?? "",
        lines: Math.round(title.getBoundingClientRect().height / (parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5)),
        clipped: title.scrollHeight > title.clientHeight + 1 || title.scrollWidth > title.clientWidth + 1,
      };
    }),
  );
  for (const title of titles) {
    expect(title.lines, `${what}: "${title.text}" takes more than two lines`).toBeLessThanOrEqual(2);
    expect(title.clipped, `${what}: "${title.text}" is cut off`).toBe(false);
  }
}

/**
 * The page as it is now, at the desktop's width and then at the phone's: axe, and it reflows;
 * at a small laptop's 1024 px it reflows too (axe reads the same markup there).
 */
export async function expectAccessibleAtBothWidths(page: Page, what: string) {
  await resize(page, LAPTOP);
  await expectReflows(page, `${what} at 1024 px`);
  for (const [viewport, where] of [
    [DESKTOP, "on a desktop"],
    [PHONE, "on a phone"],
  ] as const) {
    await resize(page, viewport);
    await expectNoSeriousViolations(page, `${what} ${where}`);
    await expectReflows(page, `${what} ${where}`);
  }
}
