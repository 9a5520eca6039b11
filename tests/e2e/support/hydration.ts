import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated the shell (its handlers and timers are in place). Needed before
 * a fake clock jumps (the session timer reads the browser's clock when it hydrates) and before
 * choosing in a controlled select (hydration puts back the value React rendered). React marks
 * the DOM nodes it owns with `__reactFiber` keys, which the page does not have before.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => Object.keys(document.getElementById("content") ?? {}).some((key) => key.startsWith("__reactFiber")), undefined, { polling: 100 });
}
