import type { SqlClient } from './sqlClient.ts';

/** What the server's opener gives back, whichever engine it opened. */
export interface ServerDatabase {
  sql: SqlClient;
  /** Why the database is read-only or unavailable; null when healthy. */
  problem: string | null;
}

/** Where the database is: PostgreSQL at databaseUrl when set, else the SQLite file in dataDir. */
export interface DatabaseLocation {
  dataDir: string;
  databaseUrl: string | undefined;
}
