// The package catalog per server: packages (tv = live, video = VOD) and the presets (tariffs)
// that name fixed sets of them. Preset 3 is the custom selection.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/connect";
import { packages, presets } from "../db/schema";
import { HttpError } from "../http/errors";
import { CUSTOM_SELECTION } from "./clients/input";

export const NO_PACKAGE = "Please select at least ONE package or select a pre-defined package from the package selection.";
export const ALL_PACKAGES = "If you want to select all packages, then just select ALL PACKAGES from package selection.";

export async function packageList(db: Db, server: number) {
  const [list, named] = await Promise.all([
    db.select({ id: packages.id, name: packages.name, type: packages.type }).from(packages).where(eq(packages.server, server)).orderBy(asc(packages.id)),
    db
      .select({ id: presets.id, name: presets.name })
      .from(presets)
      .where(eq(presets.server, server))
      // ALL PACKAGES, ALL PACKAGES-NO ADULT, the named presets, CUSTOM last: the order of the select.
      .orderBy(sql`case ${presets.id} when 8 then 0 when 7 then 1 when 3 then 3 else 2 end`, asc(presets.id)),
  ]);
  return { packages: list, presets: named };
}

/**
 * Checks a package choice against the server's catalog and returns the package list to store:
 * the custom list (sorted, without repeats) for preset 3, otherwise empty.
 */
export async function checkPackageChoice(db: Db, server: number, selection: number, chosen: number[]): Promise<number[]> {
  const [preset] = await db
    .select()
    .from(presets)
    .where(and(eq(presets.server, server), eq(presets.id, selection)));
  if (!preset) throw new HttpError(422, `Package selection ${selection} does not exist on server ${server}`);
  if (selection !== CUSTOM_SELECTION) return [];
  const unique = [...new Set(chosen)].sort((a, b) => a - b);
  if (unique.length === 0) throw new HttpError(422, NO_PACKAGE);
  const available = new Set((await db.select({ id: packages.id }).from(packages).where(eq(packages.server, server))).map((p) => p.id));
  const unknown = unique.filter((id) => !available.has(id));
  if (unknown.length > 0) throw new HttpError(422, `Package ${unknown.join(", ")} does not exist on server ${server}`);
  if (unique.length === available.size) throw new HttpError(422, ALL_PACKAGES);
  return unique;
}

/** A client's packages on a server: its own list under the custom preset, else the preset's. */
export async function subpackages(db: Db, client: { server: number; packageSelection: number; packages: number[] }, server: number) {
  if (client.packageSelection === CUSTOM_SELECTION) return client.server === server ? client.packages : [];
  const [preset] = await db
    .select({ packages: presets.packages })
    .from(presets)
    .where(and(eq(presets.server, server), eq(presets.id, client.packageSelection)));
  return preset?.packages ?? [];
}
