// The package catalog per server: packages (tv = live, video = VOD) and presets (tariffs).
// Ids per server: packages server*100 + n; presets 8 (all), 7 (all without adult), 3 (custom)
// on every server, and a few named ones of the server's own.
export interface Package {
  id: number;
  name: string;
  type: "tv" | "video";
}

export interface Preset {
  id: number;
  name: string;
  packages: number[];
}

export const CUSTOM = 3;
export const NO_PACKAGE = "Please select at least ONE package or select a pre-defined package from the package selection.";
export const ALL_PACKAGES = "If you want to select all packages, then just select ALL PACKAGES from package selection.";

const SOURCE: Array<[number, string, "tv" | "video", string]> = [
  [1, "USA Entertainment", "tv", "core"],
  [2, "News", "tv", "core"],
  [3, "Kids", "tv", "core"],
  [4, "UK & Ireland", "tv", "en"],
  [5, "Latino", "tv", "es"],
  [6, "USA Sports", "tv", "sports"],
  [7, "World Sports", "tv", "sports"],
  [8, "Adult", "tv", "adult"],
  [9, "Movies", "video", "core"],
  [10, "TV Series", "video", "core"],
  [11, "Latino VOD", "video", "es"],
  [12, "Adult VOD", "video", "adult"],
];

const NAMED: Array<[string, string[], boolean]> = [
  ["ENGLISH - ADULT", ["core", "en"], true],
  ["ENGLISH - NO ADULT", ["core", "en"], false],
  ["ENGLISH + SPORTS - ADULT", ["core", "en", "sports"], true],
  ["ENGLISH + SPORTS - NO ADULT", ["core", "en", "sports"], false],
  ["LATINO - ADULT", ["core", "es"], true],
  ["LATINO - NO ADULT", ["core", "es"], false],
];

function build(server: number): { packages: Package[]; presets: Preset[]; groups: Map<number, string> } {
  // Server 0 has all twelve; servers 1 and 2 lack one package each, so the lists differ.
  const rows = SOURCE.filter(([n]) => !(server === 1 && n === 11) && !(server === 2 && n === 4));
  const packages = rows.map(([n, name, type]) => ({ id: server * 100 + n, name, type }));
  const groups = new Map(rows.map(([n, , , g]) => [server * 100 + n, g]));
  const ids = (pick: (g: string) => boolean) => packages.filter((p) => pick(groups.get(p.id)!)).map((p) => p.id);
  const base = 10 + server * 30;
  const presets: Preset[] = [
    { id: 8, name: "ALL PACKAGES", packages: ids(() => true) },
    { id: 7, name: "ALL PACKAGES-NO ADULT", packages: ids((g) => g !== "adult") },
    ...NAMED.map(([name, want, adult], i) => ({
      id: base + i,
      name,
      packages: ids((g) => want.includes(g) || (adult && g === "adult")),
    })),
    { id: CUSTOM, name: "CUSTOM PACKAGE SELECTION", packages: [] },
  ];
  return { packages, presets, groups };
}

export const CATALOG = [0, 1, 2].map(build);

export function packagesAnswer(server: number) {
  const c = CATALOG[server];
  return { packages: c.packages, presets: c.presets.map(({ id, name }) => ({ id, name })) };
}

/** A client's packages on a server: its own list under preset 3 (on its own server), else the preset's. */
export function subsOf(client: { server: number; package_selection: number; packages: number[] }, server: number): number[] {
  if (client.package_selection === CUSTOM) return client.server === server ? client.packages : [];
  return CATALOG[server].presets.find((p) => p.id === client.package_selection)?.packages ?? [];
}
