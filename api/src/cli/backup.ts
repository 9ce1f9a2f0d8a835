// pnpm --filter @pod/api backup -- --to <file>: a consistent online copy of the database
// while the site serves (SQLite in DATA_DIR: SQLite's backup API; DATABASE_URL: pg_dump).
import { backupPostgres } from '../db/postgres/postgresBackup.ts';
import { backupSqlite } from '../db/sqlite/sqliteBackup.ts';
import { databaseFileCommand } from './databaseFileCommand.ts';

await databaseFileCommand('backup', '--to', {
  postgres: async (url, to) => {
    await backupPostgres(url, to);
    return `PostgreSQL backed up to ${to} (pg_dump custom format)`;
  },
  sqlite: async (dataDir, to) =>
    `SQLite database backed up to ${to} (${await backupSqlite(dataDir, to)} pages)`,
});
