// The spec-only test upstream behind the second panel (playwright.config.ts): its controls, which
// the panel never calls, tell the tests what it was asked and what it holds.
import type { APIRequestContext } from "@playwright/test";
import type { Role } from "@/lib/roles";
import { E2E } from "../support/env";

export const specStorageStatePath = (role: Role) => `playwright/.auth/spec-${role}.json`;

export type SpecState = {
  balances: Record<string, number | null>;
  clients: Record<string, { expiry: string; dealer: string }>;
  calls: Record<string, number>;
};

export async function specState(request: APIRequestContext): Promise<SpecState> {
  return (await request.get(`${E2E.specUpstreamUrl}/__control/state`)).json();
}

/** The next call to `path` (made by `account`, when given) is carried out at once but answered `ms` later. */
export async function answerLate(request: APIRequestContext, path: string, ms: number, account?: string) {
  await request.post(`${E2E.specUpstreamUrl}/__control/late`, { data: { path, ms, times: 1, account } });
}

/** The next `times` calls to `path` by `account` are carried out, then their sockets are closed unanswered. */
export async function dropAnswers(request: APIRequestContext, path: string, account: string, times: number) {
  await request.post(`${E2E.specUpstreamUrl}/__control/drop`, { data: { path, times, account } });
}

/** A client of the dealer's whose expiry is at least `days` ahead (so no other test makes it expire). */
export async function activeDealerClient(request: APIRequestContext, index = 0): Promise<string> {
  const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const { clients } = await specState(request);
  return Object.entries(clients).filter(([, c]) => c.dealer === "dealer" && c.expiry > soon)[index][0];
}
