import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The spend path has one entrance: only lib/api/spend.ts sends a charge through the intents, under
// the key the route wrapper read, so no feature can send one without it.
const spendEntrance = {
  name: "@/lib/intents",
  importNames: ["runOnce", "settle", "peek"],
  message: "Spend through the route wrapper's `spends` (lib/api/spend.ts): it takes the Idempotency-Key itself.",
};

/** The adapters' names (lib/backends/registry.ts), which no feature compares anything with. */
const BACKEND_NAMES = "/^(reference|spec)$/";

/** The floors of the house: a layer imports only from the layers below it (and never past the spend entrance). */
const floor = (files, forbidden, message, paths = [spendEntrance]) => ({
  files,
  rules: { "no-restricted-imports": ["error", { paths, patterns: forbidden.map((group) => ({ group, message })) }] },
});
const LIB_FLOOR = [["@/components/*", "@/hooks/*", "**/components/*", "**/hooks/*"]];
const LIB_FLOOR_MESSAGE = "lib/ is below the components and hooks: move the shared piece into lib/.";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", "out/**", "build/**", "dist/**", "next-env.d.ts", ".data/**", "test-results/**", "playwright-report/**"]),
  floor(["lib/**"], LIB_FLOOR, LIB_FLOOR_MESSAGE),
  floor(["lib/api/spend.ts", "lib/intents/**"], LIB_FLOOR, LIB_FLOOR_MESSAGE, []),
  floor(["app/**", "components/**"], [], ""),
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
