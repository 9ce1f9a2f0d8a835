import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
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

/** The major version a PostgreSQL tool reports ("pg_dump (PostgreSQL) 15.18 (Debian …)" → 15). */
function toolMajor(tool: string): number | null {
  const found = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(found.stdout ?? '');
  return match ? Number(match[1]) : null;
}

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v");
    return Math.floor(Number(rows[0]?.v) / 10_000);
  } catch (error) {
    throw new Error(
      `cannot reach the database to back it up: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}

const versionMismatch = (tool: string, toolVersion: number, server: number) =>
  `${tool} is version ${toolVersion}, older than the PostgreSQL server (version ${server}); pg_dump cannot ` +
  `back up a newer server. Install the client tools of version ${server} or newer (Debian/Ubuntu, ` +
  `with the PostgreSQL apt repository: apt-get install postgresql-client-${server}) and put their pg_dump first on PATH.`;

/**
 * A consistent online copy (pg_dump takes one snapshot) in pg_dump's custom format. Refuses a
 * target that exists (never overwrites a backup) and a pg_dump older than the server (it would
 * refuse anyway, with a message that says little). Written under a temporary name and renamed
 * when pg_dump succeeded, so a failed backup leaves no file that looks like a backup.
 * `tool`: the pg_dump to run (tests pass another).
 */
export async function backupPostgres(url: string, to: string, tool = 'pg_dump'): Promise<void> {
  if (existsSync(to)) throw new Error(`${to} already exists; choose a new file`);
  const toolVersion = toolMajor(tool);
  if (toolVersion === null) throw new Error(POSTGRES_BACKUP_BY_HAND);
  const server = await serverMajor(url);
  if (toolVersion < server) throw new Error(versionMismatch(tool, toolVersion, server));
  const partial = `${to}.partial`;
  rmSync(partial, { force: true });
  const run = spawnSync(tool, ['--format=custom', '--no-owner', `--file=${partial}`, url], {
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
  });
  if (run.stderr) process.stderr.write(run.stderr);
  if (run.status !== 0 || !existsSync(partial)) {
    rmSync(partial, { force: true });
    const why = /server version mismatch/i.test(run.stderr ?? '')
      ? versionMismatch(tool, toolVersion, server)
      : `pg_dump failed (exit ${run.status ?? run.signal}); nothing was written to ${to}`;
    throw new Error(why);
  }
  renameSync(partial, to);
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
