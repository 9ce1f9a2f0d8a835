import Database from 'better-sqlite3';
import { type Migration, runMigrations } from '../migrate.ts';
import type { ServerDatabase } from '../serverDatabase.ts';
import { sqliteClient } from './sqliteDialect.ts';
import { openSqliteFile, type SqliteConnection, siteDatabasePath } from './sqliteFile.ts';
import { unavailableDatabase } from './unavailableDatabase.ts';

/** While serving, a statement waits at most this long for a lock before retrying on a timer. */
export const SERVING_BUSY_TIMEOUT_MS = 10;

/** "ok", or the first problems PRAGMA quick_check reports (it throws on unreadable files). */
function quickCheck(db: SqliteConnection): string {
  try {
    const rows = db.pragma('quick_check(5)', { simple: false }) as { quick_check: string }[];
    const lines = rows.map((row) => row.quick_check);
    return lines.length === 1 && lines[0] === 'ok' ? 'ok' : lines.join('; ');
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * The embedded SQLite file, for the server: never throws. A file that fails PRAGMA
 * quick_check is reopened read-only (reads may still work, every write answers 503) rather
 * than acknowledging new data into a damaged file; a file that cannot be opened at all
 * leaves a stand-in whose every use answers 503, so the static site still serves.
 */
export async function openServerSqlite(
  dataDir: string,
  migrations: readonly Migration[],
  { busyRetryMs }: { busyRetryMs?: number } = {},
): Promise<ServerDatabase> {
  const file = siteDatabasePath(dataDir);
  const client = (writer: SqliteConnection, reader?: SqliteConnection) =>
    sqliteClient({
      writer,
      ...(busyRetryMs === undefined ? {} : { busyRetryMs }),
      ...(reader ? { reader } : {}),
    });
  const opened = (writer: SqliteConnection, reader?: SqliteConnection, problem: string | null = null) => {
    const sql = client(writer, reader);
    const close = async () => {
      await sql.destroy();
      // Kysely closes them only if it ever used them; closing twice is harmless.
      reader?.close();
      writer.close();
    };
    return { sql, problem, close };
  };
  let db: SqliteConnection | undefined;
  try {
    // Start-up may wait for another process's lock; nothing is being served yet.
    db = openSqliteFile(file);
    const check = quickCheck(db);
    if (check !== 'ok') {
      db.close();
      db = undefined;
      const problem = `database ${file} failed its integrity check (${check}); writes are refused with 503 until it is repaired or restored`;
      try {
        const readonly = new Database(file, { readonly: true, fileMustExist: true });
        readonly.pragma(`busy_timeout = ${SERVING_BUSY_TIMEOUT_MS}`);
        return opened(readonly, undefined, problem);
      } catch {
        return opened(unavailableDatabase(), undefined, problem);
      }
    }
    // On a client of their own, never destroyed: destroying it would close db.
    await runMigrations(client(db), migrations);
    db.pragma(`busy_timeout = ${SERVING_BUSY_TIMEOUT_MS}`);
    // Reads get a read-only connection of their own: in WAL mode they never wait for a writer
    // (ours queued behind another process's lock, or that process itself).
    const reader = new Database(file, { readonly: true, fileMustExist: true });
    reader.pragma(`busy_timeout = ${SERVING_BUSY_TIMEOUT_MS}`);
    return opened(db, reader);
  } catch (error) {
    db?.close();
    const reason = error instanceof Error ? error.message : String(error);
    return opened(
      unavailableDatabase(),
      undefined,
      `database ${file} could not be opened (${reason}); API routes that need it answer 503`,
    );
  }
}
