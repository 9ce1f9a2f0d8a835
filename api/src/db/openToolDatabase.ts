import { type Migration, runMigrations } from './migrate.ts';
import { describeDatabaseUrl } from './postgres/openServerPostgres.ts';
import { postgresClient } from './postgres/postgresClient.ts';
import type { DatabaseLocation } from './serverDatabase.ts';
import type { SqlClient } from './sqlClient.ts';
import { sqliteClient } from './sqlite/sqliteDialect.ts';
import { openSqliteFile, siteDatabasePath } from './sqlite/sqliteFile.ts';

export interface ToolDatabase {
  sql: SqlClient;
  /** Where it is, for messages (never the password). */
  where: string;
  /** The migrations this opening applied (a tool may be the first to touch the database). */
  applied: string[];
}

/**
 * The server's database for a one-off command (staff accounts, migrations): PostgreSQL with
 * DATABASE_URL, else the SQLite file in DATA_DIR; brought up to date under the migration lock.
 */
export async function openToolDatabase(
  config: DatabaseLocation,
  migrations: readonly Migration[],
): Promise<ToolDatabase> {
  const sql = config.databaseUrl
    ? postgresClient({ connectionString: config.databaseUrl, max: 1 }).sql
    : sqliteClient({ writer: openSqliteFile(siteDatabasePath(config.dataDir)) });
  const where = config.databaseUrl
    ? describeDatabaseUrl(config.databaseUrl)
    : siteDatabasePath(config.dataDir);
  try {
    return { sql, where, applied: await runMigrations(sql, migrations) };
  } catch (error) {
    await sql.destroy();
    throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
