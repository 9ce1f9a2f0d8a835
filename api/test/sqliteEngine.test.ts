// The SQLite engine (sqliteDriver.ts): one writer, IMMEDIATE transactions, reads on their own
// read-only connection, busy-retry on a timer with a deadline. Skipped on PostgreSQL.

import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/inTransaction.ts';
import type { SqlClient } from '../src/db/sqlClient.ts';
import { siteDatabasePath } from '../src/db/sqlite/sqliteFile.ts';
import { openSecondClient } from './support/sharedDatabase.ts';
import { openTestDatabase, type TestDatabase, testDialect } from './support/testDatabase.ts';

let t: TestDatabase | undefined;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await t?.close();
  t = undefined;
});

const counter = (key: string) => ({ key, window_start: 1, count: 1, last_at: 1 });

/** A connection of another process on the test file. */
function otherProcess(db: TestDatabase): Database.Database {
  const other = new Database(siteDatabasePath(db.dataDir));
  other.pragma('busy_timeout = 0'); // this thread also runs ours: never block it
  cleanups.push(() => {
    if (other.inTransaction) other.exec('ROLLBACK');
    other.close();
  });
  return other;
}

/** A second client of ours whose writes give up after busyRetryMs. */
function impatientClient(db: TestDatabase, busyRetryMs: number): SqlClient {
  const client = openSecondClient(db, { busyRetryMs });
  cleanups.push(() => client.destroy());
  return client;
}

/** A transaction kept open until the returned release is called. */
function openTransaction(db: SqlClient, work: (tx: SqlClient) => Promise<unknown> = async () => undefined) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const done = inTransaction(db, async (tx) => {
    await work(tx);
    await held;
  });
  return { release, done };
}

describe.skipIf(testDialect() !== 'sqlite')('SQLite engine', () => {
  it('answers reads from its read-only connection at once, with the last commit, while a transaction is open', async () => {
    t = await openTestDatabase();
    const open = openTransaction(t.sql, (tx) =>
      tx.insertInto('shared_counters').values(counter('uncommitted')).execute(),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Resolves while the transaction still holds the writer: it never queued.
    expect(await t.sql.selectFrom('shared_counters').select('key').execute()).toEqual([]);
    open.release();
    await open.done;
    expect(await t.sql.selectFrom('shared_counters').select('key').execute()).toEqual([
      { key: 'uncommitted' },
    ]);
  });

  it('begins transactions IMMEDIATE: another process cannot take the write lock before the first write', async () => {
    t = await openTestDatabase();
    const other = otherProcess(t);
    const open = openTransaction(t.sql);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(() => other.exec('BEGIN IMMEDIATE')).toThrow(expect.objectContaining({ code: 'SQLITE_BUSY' }));
    open.release();
    await open.done;
    other.exec('BEGIN IMMEDIATE');
    other.exec('ROLLBACK');
  });

  it('has one writer: a write from outside waits for our running transaction, then gives up busy at its deadline', async () => {
    t = await openTestDatabase();
    const db = impatientClient(t, 100);
    const open = openTransaction(db);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    await expect(db.insertInto('shared_counters').values(counter('late')).execute()).rejects.toMatchObject({
      code: 'SQLITE_BUSY',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    // A second transaction waits its turn the same way, and with the same deadline.
    await expect(inTransaction(db, async () => undefined)).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    open.release();
    await open.done;
    // The turn is free again: writes and transactions run at once.
    await db.insertInto('shared_counters').values(counter('after')).execute();
    await inTransaction(db, (tx) => tx.deleteFrom('shared_counters').execute());
  });

  it('runs queued writes in order once the transaction ends, none inside it', async () => {
    t = await openTestDatabase();
    const open = openTransaction(t.sql, async (tx) => {
      await tx.insertInto('shared_counters').values(counter('inside')).execute();
      throw new Error('roll back');
    });
    const writes = ['a', 'b', 'c'].map((key) =>
      t?.sql.insertInto('shared_counters').values(counter(key)).execute(),
    );
    await expect(open.done).rejects.toThrow('roll back');
    await Promise.all(writes);
    const keys = await t.sql.selectFrom('shared_counters').select('key').orderBy('key').execute();
    expect(keys.map((row) => row.key)).toEqual(['a', 'b', 'c']);
  });

  it("waits on a timer for another process's write lock, then writes; gives up busy at its deadline", async () => {
    t = await openTestDatabase();
    const other = otherProcess(t);
    other.exec('BEGIN IMMEDIATE');
    const waiting = t.sql.insertInto('shared_counters').values(counter('waited')).execute();
    await new Promise((resolve) => setTimeout(resolve, 100));
    other.exec('COMMIT');
    await waiting;
    const impatient = impatientClient(t, 50);
    other.exec('BEGIN IMMEDIATE');
    await expect(
      impatient.insertInto('shared_counters').values(counter('refused')).execute(),
    ).rejects.toMatchObject({ code: expect.stringMatching(/^SQLITE_BUSY/) });
    // A transaction meets the lock at BEGIN, and gives up at the same deadline.
    await expect(
      inTransaction(impatient, (tx) => tx.insertInto('shared_counters').values(counter('refused')).execute()),
    ).rejects.toMatchObject({ code: expect.stringMatching(/^SQLITE_BUSY/) });
    other.exec('ROLLBACK');
    expect(await t.sql.selectFrom('shared_counters').select('key').execute()).toEqual([{ key: 'waited' }]);
  });
});
