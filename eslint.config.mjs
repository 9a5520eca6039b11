import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/** The adapters' names (lib/backends/registry.ts), which no feature compares anything with. */
const BACKEND_NAMES = "/^(reference|spec)$/";

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
  {
    // Backends are adapters (lib/backends/): a feature calls the backend's methods and reads its
    // capabilities, and never asks which backend it is.
    files: ["lib/**", "app/**", "components/**", "hooks/**", "proxy.ts", "instrumentation*.ts"],
    ignores: ["lib/backends/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          "BinaryExpression MemberExpression[property.name='dialect']",
          "SwitchStatement > MemberExpression[property.name='dialect']",
          `BinaryExpression[left.value=${BACKEND_NAMES}]`,
          `BinaryExpression[right.value=${BACKEND_NAMES}]`,
          `SwitchCase[test.value=${BACKEND_NAMES}]`,
        ].map((selector) => ({ selector, message: "Ask the backend's adapter (a method or a capability in lib/backends/types.ts), not which backend it is." })),
      ],
    },
  },
  floor(["hooks/**"], [["@/components/*", "**/components/*"]], "hooks/ is below the components: move the shared piece into hooks/ or lib/."),
  floor(
    ["upstream/**"],
    [["@/lib/*", "@/components/*", "@/hooks/*", "@/app/*", "**/lib/*", "**/components/*", "**/hooks/*", "**/app/*", "!**/upstream/**"]],
    "The reference upstream stands alone: it imports nothing of the panel.",
  ),
]);
