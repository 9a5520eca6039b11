// The accessibility check the specs share: axe-core on WCAG 2.1 A/AA, no serious or critical
// violation, on the page as it is now, at a desktop's width and at a 390 px phone's.
// One page load serves both widths (support/viewports.ts says why), and axe reads the styles of
// the width it runs at.
import axe from "axe-core";
import { expect, type Page } from "@playwright/test";
import { DESKTOP, PHONE, resize } from "./viewports";

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

type Violation = { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] };

/**
 * axe.run in the page itself, with axe's source added once per document. The panel has no frames
 * (no <iframe> in components/ or app/); @axe-core/playwright injected the source again on every
 * check and added a page per check for frames, which made axe most of the accessibility runs'
 * time (about 2.5x this). Only violations are gathered: the passes are never read.
 */
async function violationsOf(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(
    (tags) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] }).then((results) => results.violations as Violation[]),
    WCAG_21_AA,
  );
}

export async function expectNoSeriousViolations(page: Page, what: string) {
  const serious = (await violationsOf(page))
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")})`);
  expect(serious, what).toEqual([]);
}

/** The page as it is now, at the desktop's width and then at the phone's. */
export async function expectAccessibleAtBothWidths(page: Page, what: string) {
  await resize(page, DESKTOP);
  await expectNoSeriousViolations(page, `${what} on a desktop`);
  await resize(page, PHONE);
  await expectNoSeriousViolations(page, `${what} on a phone`);
}
