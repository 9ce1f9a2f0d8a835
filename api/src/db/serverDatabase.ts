import type { SqlClient } from './sqlClient.ts';

/** What the server's opener gives back, whichever engine it opened. */
export interface ServerDatabase {
  sql: SqlClient;
  /** Why the database is read-only or unavailable; null when healthy. */
  problem: string | null;
  /** Connections of the pool (PostgreSQL), for metrics; absent on SQLite. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** Closes the database (waits for a running SQLite transaction; ends PostgreSQL's pool). */
  close(): Promise<void>;
}

/** Where the database is: PostgreSQL at databaseUrl when set, else the SQLite file in dataDir. */
export interface DatabaseLocation {
  dataDir: string;
  /** DATABASE_URL (postgres://user:pass@host:5432/db), shared by every instance; unset: SQLite. */
  databaseUrl: string | undefined;
}

/** The database settings: where it is, and PostgreSQL's pool size and query deadline. */
export interface DatabaseSettings extends DatabaseLocation {
  /** PostgreSQL connections per instance (PGPOOL_MAX, default 10). */
  poolMax: number;
  /** PostgreSQL: longest a query may run (DATABASE_TIMEOUT_MS, default 5000). */
  queryTimeoutMs: number;
}
