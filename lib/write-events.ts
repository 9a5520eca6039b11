import "server-only";
import type { Operation } from "@/lib/operations";
import type { RequestOrigin } from "@/lib/request-context";

// Where a write the panel sent upstream is announced once its outcome is known, for the features
// that act on it (the journal records it, webhooks tell the account's shop). Shared code names the
// event; a feature subscribes from the app's start-up, so shared code never imports a feature.

export type SettledWrite = {
  operation: Operation;
  origin: RequestOrigin;
  /** What the write was about: a client's login, an account's name, a ticket's id. */
  target?: { kind: "client" | "account" | "ticket" | "message"; id: string };
  outcome: "done" | "refused" | "unknown";
  /** Credits the write cost (negative) or returned (positive), when known. */
  credits?: number;
  /** The write's parameters with secrets removed. */
  params?: Record<string, unknown>;
  requestId?: string;
};

type Listener = (write: SettledWrite) => void | Promise<void>;

// On globalThis: Next may load this module more than once in a process, and a listener
// registered at start-up must hear writes announced from any route bundle.
const holder = globalThis as { panelWriteListeners?: Set<Listener> };
const listeners = (holder.panelWriteListeners ??= new Set<Listener>());

/** Subscribes to settled writes; returns the unsubscribe. */
export function onWriteSettled(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener; a listener's failure is its own and never fails the write. */
export async function writeSettled(write: SettledWrite): Promise<void> {
  await Promise.all(
    [...listeners].map((listener) =>
      Promise.resolve()
        .then(() => listener(write))
        .catch(() => undefined),
    ),
  );
}
