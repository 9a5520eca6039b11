// The interface every part of the panel uses to reach its own store (lib/store/index.ts).

/** Runs one statement with $1, $2 … placeholders (PostgreSQL dialect) and returns its rows. */
export type StoreQuery = <Row = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<Row[]>;

export interface PanelStore {
  query: StoreQuery;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: { query: StoreQuery }) => Promise<T>): Promise<T>;
}

/** A transaction that can also run SQL text holding several statements (a migration file). */
export interface ScriptTransaction {
  query: StoreQuery;
  script(text: string): Promise<void>;
}

/** What a driver hands to lib/store/index.ts: the store, plus what migrations and shutdown need. */
export interface OpenStore extends PanelStore {
  kind: "embedded" | "postgres";
  transaction<T>(work: (tx: ScriptTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
