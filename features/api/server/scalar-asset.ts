import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";

// Scalar's prebuilt standalone bundle, served from node_modules as it ships (never bundled into the
// panel's own scripts, so only the reference page loads it), under a name carrying its version:
// a browser may keep it a year, and an upgrade changes the name.

const PACKAGE = path.join(/* turbopackIgnore: true */ process.cwd(), "node_modules", "@scalar", "api-reference");

let version: Promise<string> | undefined;

export function scalarVersion(): Promise<string> {
  version ??= readFile(path.join(PACKAGE, "package.json"), "utf8").then((text) => String((JSON.parse(text) as { version: string }).version));
  return version;
}

export const scalarAssetName = async () => `scalar-${await scalarVersion()}.js`;

export const readScalarBundle = () => readFile(path.join(PACKAGE, "dist", "browser", "standalone.js"));
