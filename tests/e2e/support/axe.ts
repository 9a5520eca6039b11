// The accessibility check the specs share: axe-core on WCAG 2.1 A/AA, no serious or critical
// violation, on the page as it is now, at a desktop's width and at a 390 px phone's.
// One page load serves both widths (support/viewports.ts says why), and axe reads the styles of
// the width it runs at.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { DESKTOP, PHONE, resize } from "./viewports";

export async function expectNoSeriousViolations(page: Page, what: string) {
  // axe.run in the page itself: the panel has no frames (no <iframe> in components/ or app/), and
  // the default (runPartial per frame, then finishRun in a new blank page with axe injected again)
  // only adds a page per check.
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).setLegacyMode().analyze();
  const serious = results.violations
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
