import { spawnSync } from 'node:child_process';
import pg from 'pg';

/** pg_dump/pg_restore when on PATH; null (with what to do instead) when not. */
function findTool(name: 'pg_dump' | 'pg_restore'): boolean {
  const found = spawnSync(name, ['--version'], { stdio: 'ignore' });
  return found.status === 0;
}

export const POSTGRES_BACKUP_BY_HAND = `pg_dump is not on PATH. Install the PostgreSQL client tools of the server's major version
(Debian/Ubuntu: apt-get install postgresql-client), or run by hand:
  pg_dump --format=custom --no-owner --file=<file> "$DATABASE_URL"
and to restore into an empty database:
  pg_restore --no-owner --exit-on-error --single-transaction --dbname="$DATABASE_URL" <file>`;

/** A consistent online copy (pg_dump takes one snapshot) in pg_dump's custom format. */
export function backupPostgres(url: string, to: string): void {
  if (!findTool('pg_dump')) throw new Error(POSTGRES_BACKUP_BY_HAND);
  const run = spawnSync('pg_dump', ['--format=custom', '--no-owner', `--file=${to}`, url], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (run.status !== 0) throw new Error(`pg_dump failed (exit ${run.status})`);
}

/** Restores a pg_dump file into a database that has no tables of this site yet (refuses otherwise). */
export async function restorePostgres(url: string, from: string): Promise<void> {
  if (!findTool('pg_restore')) throw new Error(POSTGRES_BACKUP_BY_HAND);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Our migrations' record (kysely_migration; schema_migrations in databases the former runner made).
    const existing = await client.query(
      "SELECT COALESCE(to_regclass('kysely_migration'), to_regclass('schema_migrations'))::text AS t",
    );
    if (existing.rows[0]?.t)
      throw new Error(
        `the database is not empty (it has ${existing.rows[0].t}); restore only into an empty one`,
      );
  } finally {
    await client.end();
  }
  const run = spawnSync(
    'pg_restore',
    ['--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${url}`, from],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (run.status !== 0) throw new Error(`pg_restore failed (exit ${run.status})`);
}
