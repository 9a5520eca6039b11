// The panel's languages are written once, in i18n/locales.ts: the build's catalogue compiler
// (next-intl's plugin in next.config.ts) takes that list itself, not a copy, and the catalogues
// on disk are exactly those languages.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_LOCALE, LOCALES } from "@/i18n/locales";

const plugin = vi.hoisted(() => ({ options: undefined as undefined | { experimental?: { messages?: { locales?: unknown; sourceLocale?: unknown } } } }));
vi.mock("next-intl/plugin", () => ({
  default: (options: typeof plugin.options) => {
    plugin.options = options;
    return (config: unknown) => config;
  },
}));

describe("the list of languages", () => {
  it("is handed to the build's catalogue compiler as i18n/locales.ts's own list, English the source", async () => {
    await import("@/next.config");
    expect(plugin.options?.experimental?.messages?.locales).toBe(LOCALES);
    expect(plugin.options?.experimental?.messages?.sourceLocale).toBe(DEFAULT_LOCALE);
  });

  it("names exactly the catalogues' folders under messages/", () => {
    const folders = readdirSync(join(__dirname, "..", "..", "messages"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...folders].sort()).toEqual([...LOCALES].sort());
  });
});
