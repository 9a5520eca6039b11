// node --import tsx tests/support/empty-pglite-cli.ts <folder>: makes <folder> a new, empty PGlite
// database (tests/support/empty-pglite.ts), for a server's command line (playwright.config.ts).
import { copyEmptyPglite } from "./empty-pglite";

const folder = process.argv[2];
if (!folder) {
  console.error("usage: node --import tsx tests/support/empty-pglite-cli.ts <folder>");
  process.exit(2);
}
// Not a top-level await: tsx runs this file as CommonJS (the package is not "type": "module").
copyEmptyPglite(folder).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
