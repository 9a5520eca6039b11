// The test browser's command line (playwright.config.ts's launchOptions.args).
//
// PartitionAlloc's hardening and its giving memory back are turned off. Those use-after-free
// guards matter to a browser that meets hostile pages; this one loads only the panel under test,
// on loopback. With them on, about a quarter of Chromium's CPU was the kernel's, mostly memory
// handed back (madvise) and then faulted in again; without them a warm page load costs Chromium
// less CPU and fewer page faults (docs/testing.md).
//
// Chromium reads only the last --disable-features and --enable-features on its command line, and
// Playwright puts its own first. So these lists repeat Playwright's defaults
// (playwright-core's chromiumSwitches.ts) before adding ours. chromium-args.spec.ts fails when a
// Playwright update adds a default that is missing here.

import { existsSync } from "node:fs";

/**
 * Debian's Chromium when present: nothing here downloads a browser. Its headless shell first (the
 * package chromium-headless-shell, the build Playwright itself runs headless): the same Blink and
 * V8 without the full browser around them, it took a third less CPU than /usr/bin/chromium on
 * clients-lifecycle.spec.ts (docs/testing.md).
 */
export const CHROMIUM_EXECUTABLE = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((candidate) => existsSync(candidate));

/** Playwright's own defaults (playwright-core 1.64's chromiumSwitches.ts), kept as they are. */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];
const PLAYWRIGHT_ENABLED_FEATURES = ["CDPScreenshotNewSurface", "SkipListAccountsWithoutGaiaCookies"];

/** The allocator's use-after-free guards and its memory reclaimer, off. */
const ALLOCATOR_DISABLED_FEATURES = [
  "PartitionAllocBackupRefPtr",
  "PartitionAllocSchedulerLoopQuarantine",
  "PartitionAllocEventuallyZeroFreedMemory",
  "PartitionAllocDanglingPtr",
  "PartitionAllocMemoryReclaimer",
];
/** Keeps more emptied allocator pages for reuse instead of returning them to the system. */
const ALLOCATOR_ENABLED_FEATURES = ["PartitionAllocLargeEmptySlotSpanRing"];

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // One renderer process for the pages of a context (Chromium gives a context's pages processes
  // of their own otherwise): with the blank page a shared context keeps open (support/test.ts),
  // each test's page opens in the process the test before used, its scripts already compiled.
  "--renderer-process-limit=1",
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...ALLOCATOR_DISABLED_FEATURES].join(",")}`,
  `--enable-features=${[...PLAYWRIGHT_ENABLED_FEATURES, ...ALLOCATOR_ENABLED_FEATURES].join(",")}`,
];
