// The three kinds of account below the admin, as the panel names them: their nouns, the BFF
// address of each, and their screens. Free of zod and server code: screens and handlers share it.
import type { AccountKind } from "@/lib/schemas/accounts";
import type { Role } from "@/lib/roles";
import { screenHref, screenRoute, type ScreenId } from "@/lib/screens";

export type { AccountKind };

type KindInfo = {
  /** "Super Reseller", as titles and messages name one. */
  noun: string;
  /** The BFF collection, /api/accounts/<segment>. */
  segment: "superresellers" | "resellers" | "dealers";
  screens: { list: ScreenId; add: ScreenId; update: ScreenId };
};

export const ACCOUNT_KINDS: Record<AccountKind, KindInfo> = {
  manager: {
    noun: "Super Reseller",
    segment: "superresellers",
    screens: { list: "superResellers.list", add: "superResellers.add", update: "superResellers.update" },
  },
  reseller: { noun: "Reseller", segment: "resellers", screens: { list: "resellers.list", add: "resellers.add", update: "resellers.update" } },
  dealer: { noun: "Dealer", segment: "dealers", screens: { list: "dealers.list", add: "dealers.add", update: "dealers.update" } },
};

export type AccountSegment = KindInfo["segment"];
export const KIND_OF_SEGMENT: Record<AccountSegment, AccountKind> = { superresellers: "manager", resellers: "reseller", dealers: "dealer" };

/** The BFF address of an account kind, or of one account, e.g. accountPath("dealer", "bw_miami") → /api/accounts/dealers/bw_miami. */
export function accountPath(kind: AccountKind, name?: string): string {
  const base = `/api/accounts/${ACCOUNT_KINDS[kind].segment}`;
  return name === undefined ? base : `${base}/${encodeURIComponent(name)}`;
}

/** The edit screen of one account, named in the URL so it can be bookmarked and reloaded. */
export function accountEditHref(role: Role, kind: AccountKind, name: string): string {
  return screenHref(role, ACCOUNT_KINDS[kind].screens.update, { name });
}

/** Where the role's list of that kind is (add and edit screens go back there). */
export function accountListRoute(role: Role, kind: AccountKind): string {
  return screenRoute(role, ACCOUNT_KINDS[kind].screens.list) ?? "/";
}
