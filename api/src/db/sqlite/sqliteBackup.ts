import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { siteDatabasePath } from './sqliteFile.ts';

/**
 * A consistent copy of the live SQLite file, taken while the site serves: SQLite's online
 * backup (better-sqlite3's backup()) over a connection of its own, all pages in one step, so
 * the copy is one committed state even while another process writes (a write in between
 * restarts the copy; WAL keeps the writers going meanwhile). Every commit acknowledged before
 * the call is in it. Resolves with the page count.
 */
export async function backupSqlite(dataDir: string, to: string): Promise<number> {
  const file = siteDatabasePath(dataDir);
  if (!existsSync(file)) throw new Error(`no database at ${file}`);
  if (existsSync(to)) throw new Error(`${to} already exists; choose a new file`);
  const partial = `${to}.partial`;
  rmSync(partial, { force: true });
  const source = new Database(file, { readonly: true, fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    const { totalPages } = await source.backup(partial, { progress: () => 0x7fffffff });
    renameSync(partial, to);
    return totalPages;
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
}

/**
 * Brings a backup back as DATA_DIR's database. Refuses a DATA_DIR that holds anything (never
 * overwrites data) and a file that is not a sound database of this site (integrity check,
 * migrations table). Written under a temporary name and renamed, so a crash leaves no half file.
 */
export async function restoreSqlite(dataDir: string, from: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new Error(`${dataDir} is not empty; restore only into an empty DATA_DIR`);
  const backup = new Database(from, { readonly: true, fileMustExist: true });
  try {
    const check = backup.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`${from} failed its integrity check (${String(check)})`);
    // Our migrations' record (kysely_migration; schema_migrations in databases the former runner made).
    const migrations = backup
      .prepare(
        "SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('kysely_migration', 'schema_migrations')",
      )
      .get() as { n: number };
    if (migrations.n === 0) throw new Error(`${from} is not a backup of this site's database`);
    mkdirSync(dataDir, { recursive: true });
    const target = siteDatabasePath(dataDir);
    const partial = join(dirname(target), '.restoring.sqlite');
    // Copied through the same API: the restored file is a plain, self-contained database.
    await backup.backup(partial);
    renameSync(partial, target);
  } finally {
    backup.close();
  }
}
