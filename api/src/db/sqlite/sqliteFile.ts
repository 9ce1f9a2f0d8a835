import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';

export type SqliteConnection = Database.Database;

/** The site's one SQLite file inside DATA_DIR. */
export function siteDatabasePath(dataDir: string): string {
  return join(dataDir, 'site.sqlite');
}

/**
 * Opens (creating if needed) the SQLite file. WAL for concurrent readers;
 * synchronous=FULL so a commit is on disk before we answer 2xx. busyTimeoutMs is how
 * long a statement blocks (the whole thread) waiting for another process's lock: long
 * for one-off tools, near zero for the server, which retries on a timer instead.
 */
export function openSqliteFile(
  file: string,
  { busyTimeoutMs = 5000 }: { busyTimeoutMs?: number } = {},
): SqliteConnection {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  return db;
}
