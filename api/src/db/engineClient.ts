/** The SQL engines the API runs on. */
export type SqlDialect = 'sqlite' | 'postgres';

/** What one statement answered: its rows (none for a write), and how many rows it changed. */
export interface QueryAnswer {
  rows: unknown[];
  changes: number;
}

/**
 * One engine underneath the API's SqlClient: only what truly differs between SQLite and
 * PostgreSQL. Stores never see it; they get a SqlClient (sqlClient.ts), whose queries Kysely
 * compiles and hands to `query`.
 */
export interface EngineClient {
  readonly dialect: SqlDialect;
  /** One statement in the engine's own placeholders (`?` on SQLite, `$1` on PostgreSQL). */
  query(text: string, params: readonly unknown[]): Promise<QueryAnswer>;
  /**
   * Runs work in one transaction on one connection: committed when work resolves, rolled back
   * when it throws. Inside, use only `tx`. SQLite takes the write lock at BEGIN (IMMEDIATE);
   * PostgreSQL retries the whole work on serialization failures and deadlocks, so work must
   * not have effects outside the database. A transaction inside one is the same transaction.
   */
  transaction<T>(work: (tx: EngineClient) => Promise<T>): Promise<T>;
  /** Cheap round trip for health checks. */
  ping(): Promise<void>;
  /** Connections of a pool (PostgreSQL), for metrics; absent for a single connection. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}
