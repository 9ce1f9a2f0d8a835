import type { Migration } from './migrate.ts';
import { describeDatabaseUrl, openServerPostgres } from './postgres/openServerPostgres.ts';
import type { DatabaseSettings, ServerDatabase } from './serverDatabase.ts';
import { ping } from './sqlClient.ts';
import { openServerSqlite } from './sqlite/openServerSqlite.ts';
import { siteDatabasePath } from './sqlite/sqliteFile.ts';

/**
 * The server's database: PostgreSQL when DATABASE_URL is set (any number of instances),
 * otherwise the embedded SQLite file in DATA_DIR (one instance, nothing to install).
 * Never throws: `problem` says why the API's data routes answer 503.
 */
export async function openServerDatabase(
  config: DatabaseSettings,
  migrations: readonly Migration[],
): Promise<ServerDatabase & { description: string; checkDatabase: () => Promise<void> }> {
  if (config.databaseUrl) {
    const opened = await openServerPostgres(config.databaseUrl, migrations, {
      poolMax: config.poolMax,
      queryTimeoutMs: config.queryTimeoutMs,
    });
    return {
      ...opened,
      description: describeDatabaseUrl(config.databaseUrl),
      // Until the migrations have run (it was down at start) the client refuses every query,
      // so a reachable but unprepared database also answers 503.
      checkDatabase: () => ping(opened.sql),
    };
  }
  const opened = await openServerSqlite(config.dataDir, migrations);
  return {
    ...opened,
    description: `SQLite file ${siteDatabasePath(config.dataDir)}`,
    checkDatabase: async () => {
      if (opened.problem) throw new Error(opened.problem);
      await ping(opened.sql);
    },
  };
}
