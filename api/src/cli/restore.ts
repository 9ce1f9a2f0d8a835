// pnpm --filter @pod/api restore -- --from <file>: brings a backup back into an empty DATA_DIR
// (SQLite) or an empty database (DATABASE_URL, pg_restore). Refuses to overwrite anything.
import { loadConfig } from '../config.ts';
import { restorePostgres } from '../db/postgres/postgresBackup.ts';
import { restoreSqlite } from '../db/sqlite/sqliteBackup.ts';
import { fileArgument } from './fileArgument.ts';

const from = fileArgument(process.argv.slice(2), '--from');
if (!from) {
  console.error('usage: pnpm --filter @pod/api restore -- --from <file>');
  process.exit(2);
}
try {
  const config = loadConfig(process.env).database;
  if (config.databaseUrl) {
    await restorePostgres(config.databaseUrl, from);
    console.log(`PostgreSQL restored from ${from}`);
  } else {
    await restoreSqlite(config.dataDir, from);
    console.log(`SQLite database restored from ${from} into ${config.dataDir}`);
  }
} catch (error) {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
