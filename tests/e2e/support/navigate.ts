import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

/**
 * Opens another screen as a click on one of the panel's links does: Next's router fetches the
 * screen's server render and swaps it in while the document, its scripts and anything a test
 * injected (axe) stay. A full `page.goto` loads, parses and hydrates everything again and needs
 * axe's source evaluated again: a screen of the accessibility sweeps took about three times as
 * long so (docs/testing.md). The screen itself is the same React tree either way.
 *
 * Resolves once the address has changed (at once when `href` is where the page already is); the
 * caller waits for what the screen shows (its heading), since the router may show the loading
 * state first.
 */
export async function navigateInApp(page: Page, href: string) {
  const before = page.url();
  if (new URL(href, before).href === before) return;
  await waitForHydration(page);
  const pushed = await page.evaluate((to) => {
    // The App Router's own instance, the one next/link calls (next/dist/client/components/app-router-instance).
    const router = (window as unknown as { next?: { router?: { push(href: string): void } } }).next?.router;
    router?.push(to);
    return Boolean(router);
  }, href);
  if (!pushed) throw new Error("window.next.router is missing: Next no longer exposes its router there (support/navigate.ts)");
  await page.waitForURL((url) => url.href !== before);
}

/**
 * Waits until the screen a navigation opened is all there: its heading, and the tab's title
 * naming it. Next streams the title beside the body: between the old title's removal and the new
 * one's arrival the document has none (a moment, longer on a busy machine), and axe's
 * document-title rule run in that moment fails the page for a moment nobody can perceive.
 */
export async function expectScreen(page: Page, title: string) {
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
}
