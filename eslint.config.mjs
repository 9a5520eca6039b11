import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/** The floors of the house: a layer imports only from the layers below it. */
const floor = (files, forbidden, message) => ({
  files,
  rules: { "no-restricted-imports": ["error", { patterns: forbidden.map((group) => ({ group, message })) }] },
});

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", "out/**", "build/**", "dist/**", "next-env.d.ts", ".data/**", "test-results/**", "playwright-report/**"]),
  floor(
    ["lib/**"],
    [["@/components/*", "@/hooks/*", "**/components/*", "**/hooks/*"]],
    "lib/ is below the components and hooks: move the shared piece into lib/.",
  ),
  floor(["hooks/**"], [["@/components/*", "**/components/*"]], "hooks/ is below the components: move the shared piece into hooks/ or lib/."),
  floor(
    ["upstream/**"],
    [["@/lib/*", "@/components/*", "@/hooks/*", "@/app/*", "**/lib/*", "**/components/*", "**/hooks/*", "**/app/*", "!**/upstream/**"]],
    "The reference upstream stands alone: it imports nothing of the panel.",
  ),
]);
