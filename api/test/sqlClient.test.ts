// The data-access layer on whichever engine this run uses (project api: SQLite, project
// api-postgres: PostgreSQL): transactions, migrations under a lock, shared counters. What
// only one engine does: sqliteEngine.test.ts and postgresEngine.test.ts.

import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { allMigrations } from '../src/allMigrations.ts';
import { inTransaction } from '../src/db/inTransaction.ts';
import { type Migration, runMigrations } from '../src/db/migrate.ts';
import { dialectOf, type SqlClient } from '../src/db/sqlClient.ts';
import { SharedCounters, sweepSharedCounters } from '../src/limits/sharedCounters.ts';
import { openSecondClient } from './support/sharedDatabase.ts';
import { tablesOf } from './support/tablesOf.ts';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.ts';

let t: TestDatabase | undefined;
const extra: SqlClient[] = [];
afterEach(async () => {
  for (const client of extra.splice(0)) await client.destroy();
  await t?.close();
  t = undefined;
});

/** A second client (connection or pool) on the same database, as a second API instance has. */
function secondClient(db: TestDatabase): SqlClient {
  const client = openSecondClient(db);
  extra.push(client);
  return client;
}

/** Two ways into a transaction: the retrying wrapper the stores use, and Kysely's own. */
const transactionKinds: [string, <T>(db: SqlClient, work: (tx: SqlClient) => Promise<T>) => Promise<T>][] = [
  ['inTransaction', inTransaction],
  ['Kysely transaction()', (db, work) => db.transaction().execute(work)],
];

describe('SqlClient', () => {
  it('runs on the engine its vitest project names (api: sqlite, api-postgres: postgres)', async () => {
    t = await openTestDatabase();
    expect(['sqlite', 'postgres']).toContain(process.env.POD_TEST_ENGINE);
    expect(dialectOf(t.sql)).toBe(process.env.POD_TEST_ENGINE);
  });

  it.each(transactionKinds)(
    '%s commits a transaction that resolves and rolls back one that throws',
    async (_, transaction) => {
      t = await openTestDatabase();
      await sql`CREATE TABLE notes (id TEXT PRIMARY KEY, body TEXT NOT NULL)`.execute(t.sql);
      await transaction(t.sql, async (tx) => {
        await sql`INSERT INTO notes (id, body) VALUES (${'a'}, ${'kept'})`.execute(tx);
      });
      await expect(
        transaction(t.sql, async (tx) => {
          await sql`INSERT INTO notes (id, body) VALUES (${'b'}, ${'lost'})`.execute(tx);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect((await sql`SELECT id, body FROM notes ORDER BY id`.execute(t.sql)).rows).toEqual([
        { id: 'a', body: 'kept' },
      ]);
    },
  );

  it.each(transactionKinds)(
    '%s keeps statements from outside out of a running transaction',
    async (_, transaction) => {
      t = await openTestDatabase();
      await sql`CREATE TABLE notes (id TEXT PRIMARY KEY)`.execute(t.sql);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const failing = transaction(t.sql, async (tx) => {
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
    },
  );

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

  it('inTransaction inside a transaction joins it: one commit, or one rollback of both', async () => {
    t = await openTestDatabase();
    await sql`CREATE TABLE notes (id TEXT PRIMARY KEY)`.execute(t.sql);
    await expect(
      inTransaction(t.sql, async (tx) => {
        await inTransaction(tx, (inner) => sql`INSERT INTO notes (id) VALUES (${'inner'})`.execute(inner));
        throw new Error('roll back both');
      }),
    ).rejects.toThrow('roll back both');
    expect((await sql`SELECT id FROM notes`.execute(t.sql)).rows).toEqual([]);
  });

  it('applies migrations once when two instances start together', async () => {
    t = await openTestDatabase();
    const [first, second] = [secondClient(t), secondClient(t)];
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

  it('rolls back every migration of a run when one of them fails (the Migrator owns one transaction)', async () => {
    t = await openTestDatabase();
    const failing: Migration[] = [
      {
        name: '9998-test-made',
        up: async (db) => {
          await db.schema.createTable('made_table').addColumn('id', 'text').execute();
        },
      },
      {
        name: '9999-test-fails',
        up: async () => {
          throw new Error('migration failed');
        },
      },
    ];
    await expect(runMigrations(t.sql, [...allMigrations, ...failing])).rejects.toThrow('migration failed');
    const tables = await tablesOf(t.sql);
    expect(tables.filter((table) => table.name === 'made_table')).toEqual([]);
    const recorded = await sql<{
      name: string;
    }>`SELECT name FROM kysely_migration WHERE name LIKE '9999%' OR name LIKE '9998%'`.execute(t.sql);
    expect(recorded.rows).toEqual([]);
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
