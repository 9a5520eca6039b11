// Shared checks of the client add and save bodies: fields, owners, MAC, package choice.
import { ALL_PACKAGES, CATALOG, CUSTOM, NO_PACKAGE } from "./catalog";
import { bad, conflict, refused } from "./errors";
import { int, intList, mac, text } from "./input";
import { findAccount } from "./state";
import type { Account, State } from "./types";

export const THEMES = ["classic", "digital", "cappuccino", "emerald", "ocean_blue"];

type Body = Record<string, unknown>;

export const descOf = (body: Body) => text(body, "desc", 499, { lines: true });
export const phoneOf = (body: Body) => text(body, "phone", 14);

export function clientPassword(v: unknown, field = "password"): string {
  if (typeof v !== "string" || v === "") throw bad("Password is required");
  if (v.length > 15) throw bad("Password is too long");
  if (/[\u0000-\u001f\u007f]/.test(v)) throw bad(`${field}: Control characters are not allowed`);
  return v;
}

/** The MAC to store: "" for a Ministra client without one; otherwise six hex pairs, unique. */
export function macOf(s: State, raw: unknown, ministra: boolean, self: string | null): string {
  if (raw === undefined || raw === null || raw === "") {
    if (!ministra) throw bad("MAC address is required unless Ministra is ticked");
    return "";
  }
  const m = mac(raw);
  for (const c of s.clients.values()) {
    if (c.name !== self && c.mac === m) throw conflict("MAC address is already in use");
  }
  return m;
}

/** The package list to store for a choice, or 422 when the server does not allow it. */
export function packageChoice(server: number, selection: number, raw: unknown): number[] {
  const catalog = CATALOG[server];
  if (!catalog.presets.some((p) => p.id === selection)) throw refused(`Package selection ${selection} does not exist on server ${server}`);
  if (selection !== CUSTOM) return [];
  const chosen = intList(raw, "packages");
  if (chosen.length === 0) throw refused(NO_PACKAGE);
  const unknown = chosen.filter((id) => !catalog.packages.some((p) => p.id === id));
  if (unknown.length) throw refused(`Package ${unknown.join(", ")} does not exist on server ${server}`);
  if (chosen.length === catalog.packages.length) throw refused(ALL_PACKAGES);
  return chosen;
}

export const serverOf = (v: unknown, fallback: number) => int(v, "server", 0, 2, fallback);
export const selectionOf = (v: unknown, fallback: number) => int(v, "package_selection", 0, 100_000, fallback);

/**
 * The dealer a higher role names (required on add), checked against the caller's subtree and,
 * when given, the named reseller. The dealer role's own clients are its own.
 */
export function ownerOf(s: State, me: Account, body: Body, required: boolean): string | null {
  if (me.role === "dealer") return null;
  const dealer = typeof body.dealer === "string" ? body.dealer.trim() : "";
  if (!dealer) {
    if (required) throw bad("Please select a dealer");
    return null;
  }
  const d = findAccount(s, me, dealer, "dealer");
  const reseller = me.role !== "reseller" && typeof body.reseller === "string" ? body.reseller.trim() : "";
  if (reseller) {
    findAccount(s, me, reseller, "reseller");
    if (d.parent !== reseller) throw refused(`Dealer ${dealer} is not under reseller ${reseller}`);
  }
  return d.name;
}

export function themeOf(v: unknown, fallback: string): string {
  if (v === undefined || v === null || v === "") return fallback;
  if (typeof v !== "string" || !THEMES.includes(v)) throw bad(`theme must be one of ${THEMES.join(", ")}`);
  return v;
}
