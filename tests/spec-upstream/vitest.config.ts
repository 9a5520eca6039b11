// The repo's vitest config includes only tests/unit and tests/api; this one runs this folder:
//   npx vitest run --config tests/spec-upstream/vitest.config.ts
import { defineConfig } from "vitest/config";
import base from "../../vitest.config";

export default defineConfig({ ...base, test: { ...base.test, include: ["tests/spec-upstream/**/*.test.ts"] } });
