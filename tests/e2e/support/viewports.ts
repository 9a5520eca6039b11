// The two widths the panel is checked at, and a resize that waits until the page has it.
//
// One page load serves both widths: the panel's layout follows the width through CSS media
// queries alone (no component reads the window's size: no matchMedia, innerWidth or
// ResizeObserver in components/, hooks/, lib/ or app/), so the same document resized to 390 px is
// the page a phone gets.
import { expect, type Page } from "@playwright/test";

export const DESKTOP = { width: 1280, height: 900 };
/** A small laptop: the drawer still beside the page, the least room a wide layout gets. */
export const LAPTOP = { width: 1024, height: 768 };
export const PHONE = { width: 390, height: 844 };

/** Resizes the page and returns once its own width says so (the media queries follow it). */
export async function resize(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBeLessThanOrEqual(viewport.width);
  if (viewport.width > PHONE.width) await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBeGreaterThan(PHONE.width);
}
