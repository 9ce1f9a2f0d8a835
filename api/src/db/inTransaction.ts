import type { SqlClient } from './sqlClient.ts';

/** PostgreSQL's serialization failure and deadlock: the whole transaction may simply run again. */
const RUN_AGAIN = new Set(['40001', '40P01']);
const ATTEMPTS = 5;

function mayRunAgain(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RUN_AGAIN.has(code);
}

/**
 * Runs work in one transaction (Kysely's transaction()): committed when work resolves,
 * rolled back when it throws. Inside, use only `tx`. When PostgreSQL ends it with a
 * serialization failure or a deadlock, the whole work runs again (five attempts in all), so
 * work must not have effects outside the database. Called inside a transaction, work joins
 * it. SQLite needs no retry here: its driver waits for the write lock at BEGIN IMMEDIATE,
 * within the write's deadline, and holds it until the transaction ends.
 */
export async function inTransaction<T>(db: SqlClient, work: (tx: SqlClient) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !mayRunAgain(error)) throw error;
    }
  }
}
