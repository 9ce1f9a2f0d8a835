// Applies pending migrations and exits: `DATABASE_URL=postgres://… node api/src/cli/migrate.ts`
// (or with DATA_DIR for the SQLite file). Servers also do this at start, under the same lock,
// so running it first is optional: it lets a deploy fail before any instance is replaced.
import { allMigrations } from '../allMigrations.ts';
import { loadConfig } from '../config/loadConfig.ts';
import { openToolDatabase } from '../db/openToolDatabase.ts';

try {
  const { sql, where, applied } = await openToolDatabase(loadConfig(process.env).database, allMigrations);
  console.log(applied.length === 0 ? `${where}: up to date` : `${where}: applied ${applied.join(', ')}`);
  await sql.destroy();
} catch (error) {
  console.error(`migrations failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
