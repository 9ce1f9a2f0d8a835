// A test database as a second API instance (or process) sees it: its own connection to the
// same SQLite file, or its own pool on the same PostgreSQL schema.

import { postgresClient } from '../../src/db/postgres/postgresClient.ts';
import type { SqlClient } from '../../src/db/sqlClient.ts';
import { sqliteClient } from '../../src/db/sqlite/sqliteDialect.ts';
import { openSqliteFile, siteDatabasePath } from '../../src/db/sqlite/sqliteFile.ts';
import type { TestDatabase } from './testDatabase.ts';

/**
 * Another client on the same database (no reader on SQLite: every statement goes through
 * its one writer); the caller destroys it (before the TestDatabase closes).
 */
export function openSecondClient(
  database: TestDatabase,
  { busyRetryMs }: { busyRetryMs?: number } = {},
): SqlClient {
  if (database.postgres)
    return postgresClient({
      connectionString: database.postgres.url,
      schema: database.postgres.schema,
      max: 5,
    }).sql;
  // Both connections live on this one thread: a busy timeout would block the thread while
  // the other connection, which holds the lock, waits for it. Busy means retry on a timer.
  const writer = openSqliteFile(siteDatabasePath(database.dataDir), { busyTimeoutMs: 0 });
  return sqliteClient({ writer, ...(busyRetryMs === undefined ? {} : { busyRetryMs }) });
}

/** DATABASE_URL (PostgreSQL) for a server process on this test database; undefined for SQLite. */
export function databaseUrlOf(database: TestDatabase): string | undefined {
  if (!database.postgres) return undefined;
  const url = new URL(database.postgres.url);
  url.searchParams.set('options', `-c search_path=${database.postgres.schema}`);
  return url.toString();
}
