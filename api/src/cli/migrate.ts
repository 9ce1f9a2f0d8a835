// Applies pending migrations and exits: `DATABASE_URL=postgres://… node api/src/cli/migrate.ts`
// (or with DATA_DIR for the SQLite file). Servers also do this at start, under the same lock,
// so running it first is optional: it lets a deploy fail before any instance is replaced.
import { loadCoreConfig } from '../config.ts';
import { allMigrations } from '../db/allMigrations.ts';
import { runMigrations } from '../db/migrate.ts';
import { openDatabase } from '../db/openDatabase.ts';
import { describeDatabaseUrl } from '../db/openServerPostgres.ts';
import { siteDatabasePath } from '../db/openSiteDatabase.ts';
import { postgresClient } from '../db/postgresClient.ts';
import type { SqlClient } from '../db/sqlClient.ts';
import { sqliteClient } from '../db/sqliteClient.ts';

const config = loadCoreConfig();
const sql: SqlClient = config.databaseUrl
  ? postgresClient({ connectionString: config.databaseUrl, max: 1 })
  : sqliteClient(openDatabase(siteDatabasePath(config.dataDir)));
const where = config.databaseUrl ? describeDatabaseUrl(config.databaseUrl) : siteDatabasePath(config.dataDir);
try {
  const ran = await runMigrations(sql, allMigrations);
  console.log(ran.length === 0 ? `${where}: up to date` : `${where}: applied ${ran.join(', ')}`);
} catch (error) {
  console.error(`${where}: migrations failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await sql.close();
}
