import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

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
const LIB_FLOOR = [["@/components/*", "@/hooks/*", "@/features/*", "@/app/*", "**/components/*", "**/hooks/*"]];
const LIB_FLOOR_MESSAGE = "lib/ is shared plumbing, below the features, components and hooks: move the shared piece into lib/.";

/** The features (features/<name>/): each may import another only through its public entry. */
const FEATURES = readdirSync("features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureFloor = (name) =>
  floor(
    [`features/${name}/**`],
    [["@/features/*/**", `!@/features/${name}/**`, "!@/features/*/server", "@/app/*"]],
    `A feature imports another only through its public entry (@/features/<name> or @/features/<name>/server), and never app/.`,
  );

/** Every shared module that is server-only (its first import is "server-only"), found by reading them. */
const SERVER_ONLY = (function serverOnly(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : serverOnly(file);
    if (!/\.tsx?$/.test(entry.name) || !readFileSync(file, "utf8").includes('import "server-only"')) return [];
    return ["@/" + file.replace(/\.tsx?$/, "").replace(/\/index$/, "")];
  });
})("lib");
// Browser code (components, hooks and a feature's browser part) never imports server-only code:
// the build would fail on it too, late; lint says it at the line.
const BROWSER = ["components/**", "hooks/**", "features/*/components/**", "features/*/hooks/**", "features/*/browser/**", "features/*/index.ts"];
// The shared kit's two server halves (the screen frame and the list screen) render on the server.
const SHARED_SERVER_PARTS = ["components/shell/screen-page.tsx", "components/ui/data-table/list-screen.tsx"];
const browserFloor = {
  files: BROWSER,
  ignores: SHARED_SERVER_PARTS,
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        paths: SERVER_ONLY.map((name) => ({
          name,
          message: "Server-only: browser code reaches it through a BFF route, never by import.",
          allowTypeImports: true,
        })),
        patterns: [
          { group: ["@/features/*/server", "@/features/*/server/**"], message: "A feature's server part never reaches the browser.", allowTypeImports: true },
        ],
      },
    ],
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", "out/**", "build/**", "dist/**", "next-env.d.ts", ".data/**", "test-results/**", "playwright-report/**"]),
  floor(["lib/**"], LIB_FLOOR, LIB_FLOOR_MESSAGE),
  floor(["lib/api/spend.ts", "lib/intents/**"], LIB_FLOOR, LIB_FLOOR_MESSAGE, []),
  floor(["app/**"], [], ""),
  floor(["components/**"], [["@/features/*", "@/app/*"]], "components/ is the shared UI kit and shell, below the features."),
  ...FEATURES.map(featureFloor),
  browserFloor,
  {
    // Backends are adapters (lib/backends/): a feature calls the backend's methods and reads its
    // capabilities, and never asks which backend it is.
    files: ["lib/**", "app/**", "components/**", "hooks/**", "features/**", "proxy.ts", "instrumentation*.ts"],
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
  floor(
    ["hooks/**"],
    [["@/components/*", "**/components/*", "@/features/*", "@/app/*"]],
    "hooks/ is shared, below the components and the features: move the shared piece into hooks/ or lib/.",
  ),
  floor(
    ["upstream/**"],
    [["@/lib/*", "@/components/*", "@/hooks/*", "@/app/*", "**/lib/*", "**/components/*", "**/hooks/*", "**/app/*", "!**/upstream/**"]],
    "The reference upstream stands alone: it imports nothing of the panel.",
  ),
]);
