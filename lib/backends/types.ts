// The one interface the features call for what differs between backends (docs/architecture.md,
// "Backends as adapters"). Each backend is an adapter folder beside this file; ./index.ts chooses
// one per process. Features never ask which backend it is: they call these methods and read these
// capabilities, and the operations table asks the adapter for its paths (BackendOffer).
import type { ListPage, QueryOf } from "@/lib/list/query";
import type { CLIENT_LIST, EXPIRING_LIST } from "@/lib/lists";
import type { BackendOffer, Operation } from "@/lib/operations";
import type { TRANSACTION_LIST } from "@/lib/resources/ledgers";
import type { ClientRow } from "@/lib/schemas/client-list";
import type { Transaction } from "@/lib/schemas/client-detail";
import type { LedgerRow } from "@/lib/schemas/ledger";
import type { ExpiringRow } from "@/lib/schemas/renewals";
import type { Caller } from "@/lib/upstream/caller";
import type { Calls } from "@/lib/upstream/send";

export type LedgerOperation = "transactions.list" | "transactions.ofAccount";

/** One client of a batch, as the spend entrance keys it. */
export type SpendItem = { name: string; operation: Operation; payload: unknown };
/**
 * What bulk renew needs of the request's spend entrance (lib/api/spend.ts): the whole batch sent
 * once, or each client at most once per batch.
 */
export type BatchSpend = {
  once(write: { payload: unknown; send: () => Promise<unknown> }): Promise<Response>;
  item(item: SpendItem, send: () => Promise<unknown>): Promise<{ kind: "done"; body: unknown } | { kind: "unknown" }>;
  sent(item: SpendItem): Promise<boolean>;
};

export type Backend = BackendOffer & {
  /** The adapter's name, for the log and `npm run check-backend`. */
  name: string;
  /**
   * The backend keeps its own record of Idempotency-Keys: a write asked again with the same key
   * answers as the first did, so a write of unknown outcome is settled by asking again. Without
   * it, the panel settles such a write by reading the figures it would have changed.
   */
  keepsIdempotencyRecord: boolean;
  /** A retrieve gives back at most what the caller paid for the client, which the caller's own ledger shows (RetrieveQuote "paid"). */
  retrieveLimitedToPaid: boolean;
  /** Reads and writes at this backend's paths; every feature's plain call goes through these. */
  calls: Calls;
  /** One page of the caller's clients, searched, sorted, counted. */
  listClients(caller: Caller, query: QueryOf<typeof CLIENT_LIST>): Promise<ListPage<ClientRow>>;
  /** Every client of the caller (the reminders go through them all). */
  allClients(caller: Caller): Promise<ClientRow[]>;
  /** One page of the expiry worklist, with its two groups' counts. */
  listExpiring(caller: Caller, query: QueryOf<typeof EXPIRING_LIST>): Promise<ListPage<ExpiringRow>>;
  /**
   * One page of a ledger (the caller's own, or an account's below it: `segments` [name]), rows numbered from the page's first.
   * A search also matches the rows whose type is one of `alsoTypes` (the type words the reader's language names with the search).
   */
  ledgerPage(
    caller: Caller,
    operation: LedgerOperation,
    segments: string[],
    query: QueryOf<typeof TRANSACTION_LIST>,
    alsoTypes: readonly string[],
  ): Promise<ListPage<LedgerRow>>;
  /**
   * The whole ledger at once, where the backend answers it so anyway (a spec backend): the read its
   * pages are cut from. Absent: read through `ledgerPage`, newest first.
   */
  wholeLedger?(caller: Caller, operation: LedgerOperation, segments: string[]): Promise<Transaction[]>;
  /** A dashboard count (`totals.*`), by its own call or however this backend can tell it; null when it cannot (shown "—", nothing asked). */
  count(caller: Caller, operation: Operation): Promise<number> | null;
  /** Renew these clients by `months` each, under the request's spend entrance; `payload` is what makes two batches the same intent. */
  bulkRenew(caller: Caller, names: string[], months: number, spend: BatchSpend, payload: unknown): Promise<unknown>;
};

/** What `GET /capabilities` answered, or null when the upstream could not be reached. */
export type CapabilitiesAnswer = { status: number; body: unknown } | null;

/** A backend the panel can talk to: how it is recognised, and how it is set up once recognised. */
export type Adapter = {
  /** Its name, also the value of UPSTREAM_DIALECT that forces it. */
  name: string;
  /** Is this the backend that answered `GET /capabilities` so? Adapters are asked in the order of ./registry.ts; the last takes any backend. */
  recognises(answer: CapabilitiesAnswer): boolean;
  /** The backend, with what it needs read once (the spec adapter: the operator's mapping). Throws on a broken setting. */
  connect(): Backend;
};
