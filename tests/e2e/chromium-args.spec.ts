// The test browser's feature switches keep Playwright's own. Chromium reads only the last
// --disable-features and --enable-features on its command line, and ours come after Playwright's
// (support/chromium-args.ts): a default that Playwright adds in an update and our lists lack would
// be silently turned back on. This compares the command line of a browser started with
// Playwright's defaults alone and one started with our arguments.
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { expect, test } from "./support/test";
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from "./support/chromium-args";

/** The browser process's --disable-features and --enable-features (the last of each, as Chromium reads them). */
async function featureSwitches(args: string[]): Promise<{ disabled: string[]; enabled: string[] }> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_EXECUTABLE, args });
  try {
    // Debian's /usr/bin entry is a script that starts the browser as its child.
    const pids = [server.process().pid!];
    for (let i = 0; i < pids.length; i += 1) {
      const children = readFileSync(`/proc/${pids[i]}/task/${pids[i]}/children`, "utf8").trim();
      if (children) pids.push(...children.split(" ").map(Number));
    }
    const browser = pids
      .map((pid) => readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0"))
      .find((argv) => argv.some((arg) => arg.startsWith("--disable-features=")) && !argv.some((arg) => arg.startsWith("--type=")));
    const last = (name: string) =>
      (browser ?? [])
        .filter((arg) => arg.startsWith(`--${name}=`))
        .at(-1)
        ?.slice(name.length + 3)
        .split(",") ?? [];
    return { disabled: last("disable-features"), enabled: last("enable-features") };
  } finally {
    await server.close();
  }
}

test("the test browser keeps every feature switch of Playwright's and adds the allocator's", async () => {
  test.skip(process.platform !== "linux", "reads the browser's command line from /proc");
  const defaults = await featureSwitches([]);
  const ours = await featureSwitches(CHROMIUM_ARGS);
  expect(defaults.disabled, "Playwright's defaults, read from a browser it started").toContain("PaintHolding");
  expect(ours.disabled).toEqual(expect.arrayContaining(defaults.disabled));
  expect(ours.enabled).toEqual(expect.arrayContaining(defaults.enabled));
  expect(ours.disabled).toEqual(expect.arrayContaining(["PartitionAllocBackupRefPtr", "PartitionAllocMemoryReclaimer"]));
  expect(ours.enabled).toContain("PartitionAllocLargeEmptySlotSpanRing");
});
