// The data-access layer on whichever engine this run uses (project api: SQLite, project
// api-postgres: PostgreSQL): transactions, migrations under a lock, shared counters.

import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { allMigrations } from '../src/allMigrations.ts';
import { type Migration, runMigrations } from '../src/db/migrate.ts';
import type { SqlClient } from '../src/db/sqlClient.ts';
import { databaseFailure } from '../src/http/databaseFailure.ts';
import { SharedCounters, sweepSharedCounters } from '../src/limits/sharedCounters.ts';
import { openSecondClient } from './support/sharedDatabase.ts';
import { openTestDatabase, type TestDatabase, testDialect } from './support/testDatabase.ts';

let t: TestDatabase | undefined;
const extra: SqlClient[] = [];
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

describe('SqlClient', () => {
  it('runs on the engine its vitest project names (api: sqlite, api-postgres: postgres)', async () => {
    t = await openTestDatabase();
    expect(['sqlite', 'postgres']).toContain(process.env.POD_TEST_ENGINE);
    expect(t.sql.dialect).toBe(process.env.POD_TEST_ENGINE);
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    t = await openTestDatabase();
    await t.sql.exec('CREATE TABLE notes (id TEXT PRIMARY KEY, body TEXT NOT NULL)');
    await t.sql.transaction(async (tx) => {
      await tx.run('INSERT INTO notes (id, body) VALUES (?, ?)', ['a', 'kept']);
    });
    await expect(
      t.sql.transaction(async (tx) => {
        await tx.run('INSERT INTO notes (id, body) VALUES (@id, @body)', { id: 'b', body: 'lost' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await t.sql.all('SELECT id, body FROM notes ORDER BY id')).toEqual([{ id: 'a', body: 'kept' }]);
  });

  it('keeps statements from outside out of a running transaction', async () => {
    t = await openTestDatabase();
    await t.sql.exec('CREATE TABLE notes (id TEXT PRIMARY KEY)');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const failing = t.sql.transaction(async (tx) => {
      await tx.run('INSERT INTO notes (id) VALUES (?)', ['inside']);
      await held;
      throw new Error('roll back');
    });
    // Issued while the transaction is open; must not be rolled back with it.
    const outside = t.sql.run('INSERT INTO notes (id) VALUES (?)', ['outside']);
    release();
    await expect(failing).rejects.toThrow('roll back');
    await outside;
    expect(await t.sql.all('SELECT id FROM notes')).toEqual([{ id: 'outside' }]);
  });

  it('counts integers as numbers and COUNT(*) as a number', async () => {
    t = await openTestDatabase();
    await t.sql.exec('CREATE TABLE n (v BIGINT NOT NULL)');
    await t.sql.run('INSERT INTO n (v) VALUES (?), (?)', [1_700_000_000_000, 2]);
    expect(await t.sql.get('SELECT COUNT(*) AS c, MAX(v) AS m FROM n')).toEqual({
      c: 2,
      m: 1_700_000_000_000,
    });
  });

  it('applies migrations once when two instances start together', async () => {
    t = await openTestDatabase();
    const second = secondClient(t);
    const again = await Promise.all([
      runMigrations(t.sql, allMigrations),
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
      runMigrations(t.sql, [...allMigrations, ...extraMigration]),
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
          const row = await tx.get<{ pid: number }>('SELECT pg_backend_pid() AS pid');
          await admin.query('SELECT pg_terminate_backend($1)', [row?.pid]);
          await new Promise((resolve) => setTimeout(resolve, 100)); // the socket closes
          return tx.get('SELECT 1 AS one');
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(failed).toBeTruthy();
      expect(databaseFailure(failed)?.status).toBe(503);
      // The pool replaced the connection: the next statement works.
      expect(await t.sql.get('SELECT 1 AS one')).toEqual({ one: 1 });
    } finally {
      await admin.end();
    }
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
