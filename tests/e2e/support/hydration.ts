import { errors, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the shell (its handlers and timers are in place). Needed before
 * a fake clock jumps (the session timer reads the browser's clock when it hydrates) and before
 * choosing in a controlled select (hydration puts back the value React rendered). React marks
 * the DOM nodes it owns with `__reactFiber` keys, which the page does not have before.
 *
 * A page that never hydrates is a broken page for a person too: the error then says what the
 * page had (once, in CI, a fully rendered page waited out a whole test here, with no trace).
 */
export async function waitForHydration(page: Page) {
  try {
    await page.waitForFunction(() => Object.keys(document.getElementById("content") ?? {}).some((key) => key.startsWith("__reactFiber")), undefined, {
      polling: 100,
      timeout: 30_000,
    });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    const state = await page.evaluate(hydrationState).catch((reason: unknown) => `(the page could not be read: ${String(reason)})`);
    throw new Error(`React did not hydrate ${page.url()}: ${JSON.stringify(state)}`, { cause: error });
  }
}

/** What the page had: its state, its router, its script tags, and the JS chunks fetched (preloads included), with any not answered 200. */
function hydrationState() {
  const chunks = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) =>
    /\/_next\/static\/.*\.js$/.test(new URL(entry.name).pathname),
  );
  return {
    readyState: document.readyState,
    content: document.getElementById("content") !== null,
    router: Boolean((window as { next?: { router?: unknown } }).next?.router),
    scriptTags: document.querySelectorAll("script[src]").length,
    chunksFetched: chunks.length,
    chunksNot200: chunks.filter((entry) => entry.responseStatus !== 200).map((entry) => `${entry.name} ${entry.responseStatus}`),
  };
}
