// pnpm --filter @pod/api restore -- --from <file>: brings a backup back into an empty DATA_DIR
// (SQLite) or an empty database (DATABASE_URL, pg_restore). Refuses to overwrite anything.
import { restorePostgres } from '../db/postgres/postgresBackup.ts';
import { restoreSqlite } from '../db/sqlite/sqliteBackup.ts';
import { databaseFileCommand } from './databaseFileCommand.ts';

await databaseFileCommand('restore', '--from', {
  postgres: async (url, from) => {
    await restorePostgres(url, from);
    return `PostgreSQL restored from ${from}`;
  },
  sqlite: async (dataDir, from) => {
    await restoreSqlite(dataDir, from);
    return `SQLite database restored from ${from} into ${dataDir}`;
  },
});
