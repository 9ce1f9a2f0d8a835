/** A value a statement parameter may take (both engines store these as-is). */
export type SqlValue = string | number | bigint | null | Buffer;

/**
 * Parameters: an array for `?` placeholders, or an object for `@name` placeholders. The same
 * text runs on both engines (the PostgreSQL client rewrites placeholders to `$n`), so keep SQL
 * to what both speak: ON CONFLICT, RETURNING, CAST(... AS INTEGER), LOWER(...) LIKE ...
 */
export type SqlParams = readonly SqlValue[] | Readonly<Record<string, SqlValue>>;

export type SqlDialect = 'sqlite' | 'postgres';

/** What one statement answered: its rows (none for a write), and how many rows it changed. */
export interface QueryAnswer {
  rows: unknown[];
  changes: number;
}

/**
 * The one data-access interface of the API. Every room's store takes a SqlClient and never
 * knows which engine is behind it, except where SQL truly differs (`dialect`).
 */
export interface SqlClient {
  readonly dialect: SqlDialect;
  /** All rows of a query. */
  all<T>(text: string, params?: SqlParams): Promise<T[]>;
  /** The first row, or undefined. */
  get<T>(text: string, params?: SqlParams): Promise<T | undefined>;
  /** A statement without rows; resolves to the number of rows it changed. */
  run(text: string, params?: SqlParams): Promise<number>;
  /** Several statements with no parameters (migrations). */
  exec(text: string): Promise<void>;
  /**
   * One statement in the engine's own placeholders (`?` on SQLite, `$1` on PostgreSQL), as
   * Kysely compiles it: its rows, or the number of rows it changed.
   */
  query(text: string, params: readonly unknown[]): Promise<QueryAnswer>;
  /**
   * Runs work in one transaction on one connection: committed when work resolves, rolled back
   * when it throws. Inside, use only `tx` (not the outer client). SQLite takes the write lock
   * at BEGIN (IMMEDIATE); PostgreSQL retries the whole work on serialization failures and
   * deadlocks, so work must not have effects outside the database.
   */
  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T>;
  /** Cheap round trip for health checks. */
  ping(): Promise<void>;
  /** Connections of a pool (PostgreSQL), for metrics; absent for a single connection. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}
