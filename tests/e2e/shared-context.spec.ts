// The browser context the tests of a worker share (tests/e2e/support/test.ts): each test meets it
// as a new context would be, with its storage state's cookies only and a page of its own, but with
// the panel's scripts already cached and its renderer process kept; one that changed a rule of
// the context leaves it to no one.
import { expect, test, type Browser, type BrowserContext } from "./support/test";
import { storageStatePath } from "./support/accounts";

test.describe.configure({ mode: "serial" });
test.use({ storageState: storageStatePath("dealer") });

const staticScripts = () =>
  (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
    .filter((entry) => /\/_next\/static\/.*\.js$/.test(new URL(entry.name).pathname))
    .map((entry) => ({ name: entry.name, transferSize: entry.transferSize }));

/** The ids of the browser's renderer processes, as Chromium lists them. */
async function rendererIds(browser: Browser): Promise<number[]> {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = await cdp.send("SystemInfo.getProcessInfo");
  await cdp.detach();
  return processInfo.filter((process) => process.type === "renderer").map((process) => process.id);
}

let previous: BrowserContext | undefined;
let previousRenderers: number[] = [];

test("a test leaves a cookie, session storage and a second page behind", async ({ page, context }) => {
  await page.goto("/");
  await context.addCookies([{ name: "left-behind", value: "1", url: page.url() }]);
  await page.evaluate(() => sessionStorage.setItem("left-behind", "1"));
  await context.newPage();
  expect(context.pages()).toHaveLength(2);
  previous = context;
  previousRenderers = await rendererIds(page.context().browser()!);
});

test("the next test has its storage state's cookies only, a page of its own and the scripts cached", async ({ page, context, contextsShared }) => {
  test.skip(!contextsShared, "contexts are shared only while traces and videos are off, as in `npm test`");
  expect(context).toBe(previous);
  expect(context.pages()).toEqual([page]);
  // Its page opens in the renderer process the previous test's pages ran in, kept alive.
  expect(previousRenderers).toHaveLength(1);
  expect(await rendererIds(context.browser()!)).toEqual(previousRenderers);
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(["panel-session"]);
  await page.goto("/");
  expect(await page.evaluate(() => sessionStorage.getItem("left-behind"))).toBeNull();
  const scripts = await page.evaluate(staticScripts);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => script.transferSize > 0)).toEqual([]);
  // The fake clock on a blank page: on a page of the saved sign-in, a clock that jumps can fire
  // the session timer, which signs that session out for every test that shares it (it did once).
  await page.goto("about:blank");
  await page.clock.install();
  previous = context;
});

test("after a test installed a fake clock, the next one gets a new context on the real time", async ({ page, context, contextsShared }) => {
  test.skip(!contextsShared, "contexts are shared only while traces and videos are off, as in `npm test`");
  expect(context).not.toBe(previous);
  await page.goto("/");
  expect(Math.abs((await page.evaluate(() => Date.now())) - Date.now())).toBeLessThan(60_000);
  // A new context: nothing cached yet.
  expect((await page.evaluate(staticScripts)).filter((script) => script.transferSize > 0).length).toBeGreaterThan(0);
});
