#!/usr/bin/env node
// Makes the deployable artifact dist/panel from the existing production build (`npx next build`
// first; next.config.ts has output: "standalone"): Next's standalone server code with the
// node_modules it needs, the static assets, public/ when there is one, and the panel's own
// server (deploy/server.mjs + deploy/server-core.mjs). Run it in dist/panel with `node server.mjs`;
// nothing else need be installed there but Node. Usage: node scripts/build-artifact.mjs [outDir]
import { cpSync, existsSync, lstatSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.resolve(root, process.argv[2] ?? "dist/panel");
const standalone = path.join(root, ".next", "standalone");

if (!existsSync(path.join(standalone, ".next", "BUILD_ID"))) {
  console.error("No standalone build in .next/standalone: run `npx next build` first.");
  process.exit(1);
}
// The build's file trace follows the server code's file reads, and a read of a computed path can
// sweep in whatever matches it: it once took the developer's .data/panel/store (sessions, sealed
// secrets), an earlier dist/panel and lib/store's sources. None of that belongs on a server.
const strays = straysIn(standalone);
if (strays.length) {
  console.error(
    `The build traced files that are not the server's into .next/standalone: ${strays.slice(0, 5).join(", ")}${strays.length > 5 ? `, and ${strays.length - 5} more` : ""}. ` +
      "A read of a run-time folder is missing its turbopackIgnore (lib/settings.ts shows how); no artifact was made.",
  );
  process.exit(1);
}
rmSync(out, { recursive: true, force: true });
cpSync(standalone, out, { recursive: true, verbatimSymlinks: true });
// Next's own server.js serves without the peer-address header and the drain: server.mjs replaces it.
rmSync(path.join(out, "server.js"), { force: true });
cpSync(path.join(root, ".next", "static"), path.join(out, ".next", "static"), { recursive: true });
if (existsSync(path.join(root, "public"))) cpSync(path.join(root, "public"), path.join(out, "public"), { recursive: true });
for (const file of ["server.mjs", "server-core.mjs"]) cpSync(path.join(root, "deploy", file), path.join(out, file));

/** Run-time data, earlier artifacts and TypeScript sources in a standalone output (its node_modules and .next aside). */
function straysIn(dir, relative = "") {
  return readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
    const name = path.join(relative, entry.name);
    if (!relative && ["node_modules", ".next"].includes(entry.name)) return [];
    if (!relative && [".data", "dist"].includes(entry.name)) return [name];
    if (entry.isDirectory()) return straysIn(dir, name);
    return /\.tsx?$/.test(entry.name) ? [name] : [];
  });
}

function bytes(target) {
  const stat = lstatSync(target);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(target).reduce((sum, name) => sum + bytes(path.join(target, name)), 0);
}
console.log(`${path.relative(root, out) || out}: ${(bytes(out) / 1024 / 1024).toFixed(1)} MB. Run it there with: node server.mjs`);
