import "server-only";
import { randomUUID } from "node:crypto";
import type { SettledWrite } from "@/lib/write-events";
import type { EventType } from "../schemas";
import { subscribers, type Db } from "./endpoints-repo";
import { enqueue } from "./outbox";

// client.added and client.renewed follow the panel's own writes: once a write is known to be
// done (lib/write-events.ts), an event is written to the outbox of each endpoint of the account
// the write was made for that wants it. A refused write, or one whose outcome is unknown, is no
// event: the shop must not be told of a line that may not exist.

const EVENT_OF: Partial<Record<SettledWrite["operation"], EventType>> = { "clients.add": "client.added", "clients.renew": "client.renewed" };

/** The event's data: the client's login, and the months bought when the write says. */
function dataOf(write: SettledWrite): Record<string, unknown> {
  const months = write.params?.months;
  return {
    client: write.target?.id,
    ...(typeof months === "number" && Number.isInteger(months) ? { months } : {}),
    ...(typeof write.credits === "number" ? { credits: write.credits } : {}),
    via: write.origin.via,
  };
}

/** Writes the outbox rows for one settled write; returns how many. */
export async function eventsFromWrite(db: Db, write: SettledWrite, now: Date): Promise<number> {
  const type = EVENT_OF[write.operation];
  if (!type || write.outcome !== "done" || write.target?.kind !== "client") return 0;
  const endpoints = await subscribers(db, write.origin.accountId, type);
  // One write is one event: its request id keys it, so the same write announced twice is written once.
  const key = `${type}:${write.requestId ?? randomUUID()}:${write.target.id}`;
  let written = 0;
  for (const endpoint of endpoints) if (await enqueue(db, endpoint, type, key, dataOf(write), now)) written++;
  return written;
}
