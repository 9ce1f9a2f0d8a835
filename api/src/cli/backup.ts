// pnpm --filter @pod/api backup -- --to <file>: a consistent online copy of the database
// while the site serves (SQLite in DATA_DIR: SQLite's backup API; DATABASE_URL: pg_dump).
import { loadConfig } from '../config.ts';
import { backupPostgres } from '../db/postgres/postgresBackup.ts';
import { backupSqlite } from '../db/sqlite/sqliteBackup.ts';
import { fileArgument } from './fileArgument.ts';

const to = fileArgument(process.argv.slice(2), '--to');
if (!to) {
  console.error('usage: pnpm --filter @pod/api backup -- --to <file>');
  process.exit(2);
}
try {
  const config = loadConfig(process.env).database;
  if (config.databaseUrl) {
    await backupPostgres(config.databaseUrl, to);
    console.log(`PostgreSQL backed up to ${to} (pg_dump custom format)`);
  } else {
    const pages = await backupSqlite(config.dataDir, to);
    console.log(`SQLite database backed up to ${to} (${pages} pages)`);
  }
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
