// The data-access layer on whichever engine this run uses (project api: SQLite, project
// api-postgres: PostgreSQL): transactions, migrations under a lock, shared counters.

import Database from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { allMigrations } from '../src/allMigrations.ts';
import type { EngineClient } from '../src/db/engineClient.ts';
import { type Migration, runMigrations } from '../src/db/migrate.ts';
import type { SqlClient } from '../src/db/sqlClient.ts';
import { siteDatabasePath } from '../src/db/sqlite/sqliteFile.ts';
import { databaseFailure } from '../src/http/databaseFailure.ts';
import { SharedCounters, sweepSharedCounters } from '../src/limits/sharedCounters.ts';
import { openSecondClient, openSecondEngine } from './support/sharedDatabase.ts';
import { openTestDatabase, type TestDatabase, testDialect } from './support/testDatabase.ts';

let t: TestDatabase | undefined;
const extra: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const client of extra.splice(0)) await client.close();
  await t?.close();
  t = undefined;
});

/** A second connection (pool) to the same database, as a second API instance has. */
function secondClient(db: TestDatabase): SqlClient {
  const client = openSecondClient(db);
  extra.push(client);
  return client;
}

/** Another engine client on the same database: what an instance runs its migrations on. */
function engineOn(db: TestDatabase): EngineClient {
  const engine = openSecondEngine(db);
  extra.push(engine);
  return engine;
}

describe('SqlClient', () => {
  it('runs on the engine its vitest project names (api: sqlite, api-postgres: postgres)', async () => {
    t = await openTestDatabase();
    expect(['sqlite', 'postgres']).toContain(process.env.POD_TEST_ENGINE);
    expect(t.sql.dialect).toBe(process.env.POD_TEST_ENGINE);
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    t = await openTestDatabase();
    await sql`CREATE TABLE notes (id TEXT PRIMARY KEY, body TEXT NOT NULL)`.execute(t.sql);
    await t.sql.transaction(async (tx) => {
      await sql`INSERT INTO notes (id, body) VALUES (${'a'}, ${'kept'})`.execute(tx);
    });
    await expect(
      t.sql.transaction(async (tx) => {
        await sql`INSERT INTO notes (id, body) VALUES (${'b'}, ${'lost'})`.execute(tx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await sql`SELECT id, body FROM notes ORDER BY id`.execute(t.sql)).rows).toEqual([
      { id: 'a', body: 'kept' },
    ]);
  });

  it('keeps statements from outside out of a running transaction', async () => {
    t = await openTestDatabase();
    await sql`CREATE TABLE notes (id TEXT PRIMARY KEY)`.execute(t.sql);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const failing = t.sql.transaction(async (tx) => {
      await sql`INSERT INTO notes (id) VALUES (${'inside'})`.execute(tx);
      await held;
      throw new Error('roll back');
    });
    // Issued while the transaction is open; must not be rolled back with it.
    const outside = sql`INSERT INTO notes (id) VALUES (${'outside'})`.execute(t.sql);
    release();
    await expect(failing).rejects.toThrow('roll back');
    await outside;
    expect((await sql`SELECT id FROM notes`.execute(t.sql)).rows).toEqual([{ id: 'outside' }]);
  });

  it('counts integers as numbers and COUNT(*) as a number', async () => {
    t = await openTestDatabase();
    await sql`CREATE TABLE n (v BIGINT NOT NULL)`.execute(t.sql);
    await sql`INSERT INTO n (v) VALUES (${1_700_000_000_000}), (${2})`.execute(t.sql);
    expect((await sql`SELECT COUNT(*) AS c, MAX(v) AS m FROM n`.execute(t.sql)).rows).toEqual([
      { c: 2, m: 1_700_000_000_000 },
    ]);
  });

  it('refuses a misspelt column or a wrong value type at compile time (Database describes every table)', async () => {
    t = await openTestDatabase();
    // Each statement below must fail `pnpm typecheck`: if Database stopped describing these
    // tables, the @ts-expect-error lines would be unused, and tsc fails on those too.
    const misspelt = () =>
      // @ts-expect-error contacts has no column frist_name
      t?.sql.selectFrom('contacts').select('frist_name').execute();
    const wrongType = () =>
      t?.sql
        .updateTable('lead_notifications')
        // @ts-expect-error leased_until holds epoch milliseconds, not text
        .set({ leased_until: 'soon' })
        .execute();
    const unknownTable = () =>
      // @ts-expect-error there is no table contact (it is contacts)
      t?.sql.selectFrom('contact').selectAll().execute();
    // The engines refuse the misspelt column and the unknown table as well.
    await expect(misspelt()).rejects.toThrow();
    await expect(unknownTable()).rejects.toThrow();
    expect(typeof wrongType).toBe('function');
  });

  it("leaves Kysely's own transactions out: they would skip the engine's locks and retries", async () => {
    t = await openTestDatabase();
    // @ts-expect-error SqlClient has no startTransaction (transaction(work) is the engine's)
    expect(t.sql.startTransaction).toBeDefined(); // on the instance, but never typed, and:
    await expect(
      (t.sql as unknown as { startTransaction(): { execute(): Promise<unknown> } })
        .startTransaction()
        .execute(),
    ).rejects.toThrow(/transaction\(work\)/);
  });

  it('applies migrations once when two instances start together', async () => {
    t = await openTestDatabase();
    const [first, second] = [engineOn(t), engineOn(t)];
    const again = await Promise.all([
      runMigrations(first, allMigrations),
      runMigrations(second, allMigrations),
    ]);
    expect(again).toEqual([[], []]);
    const extraMigration: Migration[] = [
      {
        name: '9999-test-extra',
        up: async (db) => {
          await db.schema
            .createTable('extra_table')
            .addColumn('id', 'text', (col) => col.primaryKey())
            .execute();
        },
      },
    ];
    const ran = await Promise.all([
      runMigrations(first, [...allMigrations, ...extraMigration]),
      runMigrations(second, [...allMigrations, ...extraMigration]),
    ]);
    expect(ran.flat()).toEqual(['9999-test-extra']);
  });
});

describe.skipIf(testDialect() !== 'postgres')('PostgreSQL connection lost', () => {
  it('a backend killed mid-transaction rejects that transaction (503), not the process', async () => {
    t = await openTestDatabase();
    const url = t.postgres?.url as string;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const failed = await t.sql
        .transaction(async (tx) => {
          const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(tx);
          await admin.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
          await new Promise((resolve) => setTimeout(resolve, 100)); // the socket closes
          return sql`SELECT 1 AS one`.execute(tx);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(failed).toBeTruthy();
      expect(databaseFailure(failed)?.status).toBe(503);
      // The pool replaced the connection: the next statement works.
      expect((await sql`SELECT 1 AS one`.execute(t.sql)).rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
    }
  });
});

describe.skipIf(testDialect() !== 'postgres')('PostgreSQL transactions', () => {
  it('runs the whole work again after a serialization failure, and commits it once', async () => {
    t = await openTestDatabase();
    let attempts = 0;
    const counter = { key: 'retried', window_start: 1, count: 1, last_at: 1 };
    await t.sql.transaction(async (tx) => {
      attempts += 1;
      await tx.insertInto('shared_counters').values(counter).execute();
      // Raw SQL: the server itself raising SQLSTATE 40001, as a conflicting transaction would.
      if (attempts === 1)
        await sql`DO $$ BEGIN RAISE EXCEPTION 'conflict' USING ERRCODE = 'serialization_failure'; END $$`.execute(
          tx,
        );
    });
    expect(attempts).toBe(2);
    expect(await t.sql.selectFrom('shared_counters').select(['key', 'count']).execute()).toEqual([
      { key: 'retried', count: 1 },
    ]);
  });
});

describe.skipIf(testDialect() !== 'sqlite')('SQLite engine', () => {
  it('answers reads from its reader at once, with the last commit, while a transaction is open', async () => {
    t = await openTestDatabase();
    const db = t.sql;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const counter = { key: 'uncommitted', window_start: 1, count: 1, last_at: 1 };
    const open = db.transaction(async (tx) => {
      await tx.insertInto('shared_counters').values(counter).execute();
      await held;
    });
    // Resolves while the transaction still holds the write connection: it never queued.
    expect(await db.selectFrom('shared_counters').select('key').execute()).toEqual([]);
    release();
    await open;
    expect(await db.selectFrom('shared_counters').select('key').execute()).toEqual([{ key: 'uncommitted' }]);
  });

  it("waits on a timer for another process's write lock, then writes; gives up busy at its deadline", async () => {
    t = await openTestDatabase();
    const other = new Database(siteDatabasePath(t.dataDir));
    extra.push({ close: async () => void other.close() });
    const counter = (key: string) => ({ key, window_start: 1, count: 1, last_at: 1 });
    other.exec('BEGIN IMMEDIATE');
    const waiting = t.sql.insertInto('shared_counters').values(counter('waited')).execute();
    await new Promise((resolve) => setTimeout(resolve, 100));
    other.exec('COMMIT');
    await waiting;
    const impatient = openSecondClient(t, { busyRetryMs: 50 });
    extra.push(impatient);
    other.exec('BEGIN IMMEDIATE');
    await expect(
      impatient.insertInto('shared_counters').values(counter('refused')).execute(),
    ).rejects.toMatchObject({
      code: expect.stringMatching(/^SQLITE_BUSY/),
    });
    other.exec('ROLLBACK');
    expect(await t.sql.selectFrom('shared_counters').select('key').execute()).toEqual([{ key: 'waited' }]);
  });
});

describe('SharedCounters', () => {
  it('counts one window across two instances, atomically', async () => {
    t = await openTestDatabase();
    let now = 1_000_000;
    const a = new SharedCounters(t.sql, 60_000, () => now);
    const b = new SharedCounters(secondClient(t), 60_000, () => now);
    const counts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? a : b).add('contact:203.0.113.7')),
    );
    expect(counts.map((window) => window.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect((await b.get('contact:203.0.113.7'))?.count).toBe(20);
    await a.remove('contact:203.0.113.7');
    expect((await b.get('contact:203.0.113.7'))?.count).toBe(19);
    expect(await a.windowLeftMs('contact:203.0.113.7')).toBe(60_000);
    now += 60_000;
    expect(await a.get('contact:203.0.113.7')).toBeUndefined();
    expect((await b.add('contact:203.0.113.7')).count).toBe(1);
    expect(await sweepSharedCounters(t.sql, now + 1)).toBe(1);
  });
});
