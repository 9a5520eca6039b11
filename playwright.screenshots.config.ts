// `npm run screenshots`: the README's pictures, taken from a production build (`npx next build`
// first) with the same servers as the end-to-end tests. Not part of `npm test`.
import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

export default defineConfig({ ...base, testDir: "tests/screenshots", reporter: "list", projects: undefined, workers: 1 });
