// Shared pieces of the webhooks' tests: an endpoint written as the screen writes it, events in
// the outbox, and a dispatcher on a given store and clock that may reach the local receiver.
import type { EndpointInput } from "@/features/webhooks/schemas";
import { createEndpoint, type Db } from "@/features/webhooks/server/endpoints-repo";
import { WebhookDispatcher, type DispatcherOptions } from "@/features/webhooks/server/dispatcher";
import { enqueue } from "@/features/webhooks/server/outbox";

export const ACCOUNT = "account-webhooks-test";

export function endpointInput(url: string, overrides: Partial<EndpointInput> = {}): EndpointInput {
  return { url, events: ["client.added", "client.renewed"], expiringDays: null, lowCredit: null, enabled: true, ...overrides };
}

export async function addEndpoint(db: Db, url: string, now = new Date(), overrides: Partial<EndpointInput> = {}, account = ACCOUNT) {
  return createEndpoint(db, account, endpointInput(url, overrides), now);
}

/** `count` client.added events for the endpoint, keyed apart. */
export async function addEvents(db: Db, endpoint: { id: string; account_id: string }, count: number, now = new Date()): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++)
    ids.push((await enqueue(db, endpoint, "client.added", `test:${endpoint.id}:${i}:${now.getTime()}`, { client: `c${i}` }, now))!);
  return ids;
}

export function dispatcher(db: Db, options: Partial<DispatcherOptions> = {}) {
  return new WebhookDispatcher({ store: db, allowPrivate: () => true, ...options });
}
