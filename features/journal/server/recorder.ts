import "server-only";
import { log } from "@/lib/log";
import type { Operation } from "@/lib/operations";
import { currentRequestContext, currentSpendKey } from "@/lib/request-context";
import { panelStore } from "@/lib/store";
import { purgeHourly } from "@/lib/store/purge";
import { settings } from "@/lib/settings";
import { writeSettled } from "@/lib/write-events";
import type { WriteEnd, WriteJournal, WriteStart } from "@/lib/write-journal";
import { appendEntry, flushDeferred, unsettledWrites, type NewEntry } from "./append";
import { changesOf, editDone, rememberShown } from "./changes";
import { purgeOldDays } from "./retention";
import { creditsOf, targetOf, withoutSecrets, type EntryBody } from "./entry";

// The journal the upstream seam calls (lib/write-journal.ts): an entry before the write goes out,
// its outcome appended after. Writing the entry may fail (the store away): then the write is not
// sent, so nothing is ever done unrecorded. The outcome is appended without holding up the
// write's answer (the journal's cost on a renew is its one entry); it may fail too, or the process
// may end first: the entry then stays "unknown", which is true. Reads of the journal in this
// process wait for the outcomes still being appended (journalCaughtUp), so an account reading
// the journal right after its write sees that write's outcome.

const MESSAGE_MAX = 300;

function whoAndHow(): Pick<EntryBody, "actor" | "role" | "via" | "means" | "address" | "userAgent" | "requestId"> {
  const context = currentRequestContext();
  const origin = context?.origin;
  const requestId = context?.requestId;
  if (!origin) return { actor: "", role: "", via: "system", requestId };
  return { actor: origin.account, role: origin.role, via: origin.via, means: origin.means, address: origin.address, userAgent: origin.userAgent, requestId };
}

function outcomeEntry(write: EntryBody, outcome: NewEntry["outcome"], extra: Partial<NewEntry> = {}): NewEntry {
  const { actor, role, via, means, operation, targetKind, target, credits } = write;
  return { kind: "outcome", ref: write.seq, actor, role, via, means, operation, targetKind, target, credits, outcome, ...extra };
}

/** Announces the settled write to the features that act on it (webhooks). */
function announce(write: EntryBody, outcome: "done" | "refused" | "unknown") {
  const origin = currentRequestContext()?.origin;
  if (!origin) return Promise.resolve();
  const target = write.targetKind && write.target ? { kind: write.targetKind, id: write.target } : undefined;
  return writeSettled({
    operation: write.operation as Operation,
    origin,
    target,
    outcome,
    credits: outcome === "done" ? write.credits : undefined,
    params: write.params,
    requestId: write.requestId,
  });
}

// On globalThis: Next may load this module more than once in a process, and the reads (a route's
// bundle) must wait for the outcomes the installed journal (the start-up's bundle) is appending.
const appending = ((globalThis as { panelJournalAppending?: Set<Promise<void>> }).panelJournalAppending ??= new Set<Promise<void>>());

/** Resolves once every outcome this process has begun appending is written (or has failed). */
export async function journalCaughtUp(): Promise<void> {
  if (appending.size > 0) await flushDeferred(await panelStore()).catch(() => undefined);
  while (appending.size > 0) await Promise.all([...appending]);
}

function inBackground(work: () => Promise<void>): Promise<void> {
  // After the answer has had its turn to go out (the embedded store works on this thread). Its
  // failures are logged inside; nothing may escape as an unhandled rejection.
  const running = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch(() => undefined)
    .finally(() => appending.delete(running));
  appending.add(running);
  return Promise.resolve();
}

async function begin({ operation, body }: WriteStart) {
  const store = await panelStore();
  purgeHourly("panel_journal", () => purgeOldDays(store, settings().journalRetentionDays));
  const spendKey = currentSpendKey();
  const who = whoAndHow();
  const accountId = currentRequestContext()?.origin?.accountId;
  const target = targetOf(operation, body);
  const write = await appendEntry(store, {
    kind: "write",
    ...who,
    operation,
    ...target,
    params: withoutSecrets(body) as Record<string, unknown>,
    ...changesOf(accountId, operation, target.target, body),
    // The admin's balance is unlimited: its writes cost it nothing.
    credits: who.role === "admin" ? undefined : creditsOf(operation, body),
    ...(spendKey ? { spendKey } : {}),
  });
  // The request's context (who asked) is the one the completion runs in, answered or not.
  return ({ outcome, message }: WriteEnd) => {
    if (outcome === "done") editDone(accountId, operation, target.target, body);
    return inBackground(async () => {
      try {
        await appendEntry(store, outcomeEntry(write, outcome, message && outcome !== "done" ? { message: message.slice(0, MESSAGE_MAX) } : {}), Date.now(), {
          defer: true,
        });
      } catch (error) {
        log.error(
          { seq: write.seq, operation, err: error instanceof Error ? error.message : String(error) },
          "journal: a write's outcome could not be recorded",
        );
        return;
      }
      await announce(write, outcome);
    });
  };
}

async function settled(key: string, outcome: "done" | "refused") {
  try {
    // Its first outcome ("unknown") is written first, so the settled one is the latest.
    await journalCaughtUp();
    const store = await panelStore();
    for (const write of await unsettledWrites(store, key)) {
      await appendEntry(store, outcomeEntry(write, outcome, { settled: true }));
      await announce(write, outcome);
    }
  } catch (error) {
    log.error({ err: error instanceof Error ? error.message : String(error) }, "journal: a settled outcome could not be recorded");
  }
}

export const panelJournal: WriteJournal = { begin, settled, shown: rememberShown };
