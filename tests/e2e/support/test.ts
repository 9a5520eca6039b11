// Playwright's `test` with one browser context per worker, reset between tests, instead of a new
// one per test. A new context starts with an empty HTTP cache, so each test downloaded and
// compiled the panel's scripts again: about twice Chromium's CPU for a first page load of what a
// reset context costs (docs/testing.md). The cache keeps only the build's
// immutable files (`/_next/static`; every page and BFF answer is `no-store`), as a returning
// person's browser does.
//
// What a test relies on stays as a new context gives it: a new page (its own sessionStorage, the
// only browser storage the panel uses) and the cookies of its storage state, nothing else. A test
// that changes a rule of the context (a fake clock, a route, an init script, a permission…) or
// fails leaves it to no one: the next test gets a new one. Shared only while traces and videos
// are off (`npm test`): Playwright records them per new context, so a run that keeps a trace
// (`npx playwright test <file>`) gets a new context per test, as before.
//
// The shared context also keeps a blank page of its own open between tests, hidden from
// `context.pages()`, so that Chromium's renderer process outlives each test's page: with
// `--renderer-process-limit=1` (playwright.config.ts) the next test's page opens in that process
// instead of a new one, with V8's compiled copies of the panel's scripts still in memory: about a
// third less of Chromium's CPU per page load than a new process per page (docs/testing.md).
import { readFile } from "node:fs/promises";
import { test as base, type BrowserContext, type BrowserContextOptions } from "@playwright/test";

// Everything else as Playwright exports it: a spec imports from here instead.
export * from "@playwright/test";

/** Context methods that change what later tests would meet: calling one retires the context. */
const CONTEXT_RULES = [
  "route",
  "routeFromHAR",
  "routeWebSocket",
  "addInitScript",
  "exposeBinding",
  "exposeFunction",
  "grantPermissions",
  "clearPermissions",
  "setGeolocation",
  "setExtraHTTPHeaders",
  "setOffline",
  "setHTTPCredentials",
  "newCDPSession",
  "on",
  "once",
  "addListener",
  "prependListener",
  "close",
] as const;
const CLOCK_RULES = ["install", "fastForward", "runFor", "pauseAt", "resume", "setFixedTime", "setSystemTime"] as const;

type Shared = { context?: BrowserContext; options?: string; retired: boolean };
type StorageState = string | { cookies?: Parameters<BrowserContext["addCookies"]>[0]; origins?: { localStorage?: unknown[] }[] };

/** Retires the shared context the moment a test calls one of the rule-changing methods on it. */
function watchRules(context: BrowserContext, shared: Shared) {
  const watch = (target: object, names: readonly string[]) => {
    const methods = target as Record<string, unknown>;
    for (const name of names) {
      const original = methods[name];
      if (typeof original !== "function") continue;
      methods[name] = (...args: unknown[]) => {
        shared.retired = true;
        return (original as (...rest: unknown[]) => unknown).apply(target, args);
      };
    }
  };
  watch(context, CONTEXT_RULES);
  watch(context.clock, CLOCK_RULES);
}

/**
 * Opens the blank page that keeps the context's renderer process alive between tests, and leaves
 * it out of `context.pages()`, which then lists a test's own pages only, as in a new context.
 */
async function keepRendererOf(context: BrowserContext): Promise<void> {
  const keeper = await context.newPage();
  const pages = context.pages.bind(context);
  context.pages = () => pages().filter((page) => page !== keeper);
}

/** The storage state's cookies, or undefined when it holds local storage (a new context restores that). */
async function cookiesOf(storageState: StorageState | undefined) {
  if (storageState === undefined) return [];
  const state = typeof storageState === "string" ? JSON.parse(await readFile(storageState, "utf8")) : storageState;
  if ((state.origins ?? []).some((origin: { localStorage?: unknown[] }) => origin.localStorage?.length)) return undefined;
  return state.cookies ?? [];
}

// `_combinedContextOptions` is Playwright's own fixture (every context option of the test, as its
// default context fixture makes the context with): declared here to depend on it, not redefined.
type PlaywrightContextOptions = Partial<{ _combinedContextOptions: BrowserContextOptions }>;

export const test = base.extend<PlaywrightContextOptions, { contextsShared: boolean; _sharedContext: Shared }>({
  /** Whether tests of this worker share a context: only while traces and videos are off. */
  contextsShared: [
    async ({ trace, video }, provide) => {
      const mode = (setting: string | { mode: string }) => (typeof setting === "string" ? setting : setting.mode);
      await provide(mode(trace) === "off" && mode(video) === "off");
    },
    { scope: "worker" },
  ],
  _sharedContext: [
    async ({}, provide) => {
      const shared: Shared = { retired: false };
      await provide(shared);
      await shared.context?.close();
    },
    { scope: "worker" },
  ],
  context: async ({ browser, contextsShared, storageState, _combinedContextOptions, _sharedContext: shared }, provide, testInfo) => {
    const cookies = await cookiesOf(storageState as StorageState | undefined);
    if (!contextsShared || cookies === undefined) {
      const context = await browser.newContext();
      await provide(context);
      await context.close();
      return;
    }
    // Every option the context is made with but the storage state, which the reset applies.
    const optionsKey = JSON.stringify({ ..._combinedContextOptions, storageState: undefined });
    if (shared.context && (shared.retired || shared.options !== optionsKey)) {
      await shared.context.close();
      shared.context = undefined;
    }
    if (!shared.context) {
      shared.context = await browser.newContext({ storageState: undefined });
      await keepRendererOf(shared.context);
      shared.options = optionsKey;
      shared.retired = false;
      watchRules(shared.context, shared);
    }
    const context = shared.context;
    await context.clearCookies();
    if (cookies.length) await context.addCookies(cookies);
    await provide(context);
    await Promise.all(context.pages().map((page) => page.close()));
    if (testInfo.status !== testInfo.expectedStatus) shared.retired = true;
  },
});
