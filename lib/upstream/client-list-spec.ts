import "server-only";
import { z } from "zod";
import { isExpiredToday } from "@/lib/list/expired-today";
import { byText, pageLocally, type LocalListRules } from "@/lib/list/local-page";
import type { ListPage, QueryOf } from "@/lib/list/query";
import type { CLIENT_LIST } from "@/lib/lists";
import { clientRowSchema, type ClientRow } from "@/lib/schemas/client-list";
import { listOf } from "@/lib/schemas/tolerant";
import { upstreamGet, type Caller } from "./call";
import { wholeList } from "./whole-lists";

// The client list on a spec backend: the admin's, manager's and reseller's clientlist answers
// every client at once; the dealer's /api/clients answers pages of the upstream's own size. The
// BFF reads the whole list (remembered briefly, ./whole-lists.ts) and searches, counts, sorts and
// pages it, so the browser receives one page as on the reference upstream.

const dealerPageSchema = z.object({ client_list: z.array(clientRowSchema), total_pages: z.number().int().nonnegative() });
const wholeListSchema = z.union([listOf(clientRowSchema), z.object({ client_list: z.array(clientRowSchema) }).transform((v) => v.client_list)]);
/** Pages of the dealer's list read at once. */
const PARALLEL_PAGES = 6;

async function dealerClients(caller: Caller): Promise<ClientRow[]> {
  const first = await upstreamGet(dealerPageSchema, caller, "clients.list", { query: { page: 1 } });
  const rest: ClientRow[][] = [];
  for (let start = 2; start <= first.total_pages; start += PARALLEL_PAGES) {
    const pages = Array.from({ length: Math.min(PARALLEL_PAGES, first.total_pages - start + 1) }, (_, i) => start + i);
    rest.push(...(await Promise.all(pages.map(async (page) => (await upstreamGet(dealerPageSchema, caller, "clients.list", { query: { page } })).client_list))));
  }
  return [...first.client_list, ...rest.flat()];
}

/** Every client of the caller, from the spec's calls. */
export function allClients(caller: Caller): Promise<ClientRow[]> {
  return wholeList(caller, "clients.list", () => (caller.role === "dealer" ? dealerClients(caller) : upstreamGet(wholeListSchema, caller, "clients.list")));
}

/**
 * The clients spec §4: ACTIVE is expiry from today on, EXPIRED before today; search by name, MAC,
 * status and description, the status as its chips say it (ACTIVE or INACTIVE, and "Expired" under
 * a passed expiry), so typing a chip's word finds those clients.
 */
export const CLIENT_LIST_RULES: LocalListRules<ClientRow, typeof CLIENT_LIST> = {
  tabs: { all: () => true, active: (row) => !isExpiredToday(row.expiry), expired: (row) => isExpiredToday(row.expiry) },
  // clientStatus's label (lib/format.ts), with today's expiries worked out once.
  searchText: (row) => {
    const expired = isExpiredToday(row.expiry);
    return `${row.name} ${row.mac ?? ""} ${!expired && row.status ? "ACTIVE" : "INACTIVE"}${expired ? " EXPIRED" : ""} ${row.description ?? ""}`;
  },
  compare: { name: byText((row) => row.name), expiry: byText((row) => row.expiry) },
  // The whole list is remembered for a while (./whole-lists.ts): its next pages are cut from the same order.
  keepOrdersAs: "clients",
};

export async function listClientsFromSpec(caller: Caller, query: QueryOf<typeof CLIENT_LIST>): Promise<ListPage<ClientRow>> {
  return pageLocally(await allClients(caller), query, CLIENT_LIST_RULES);
}
