// The PostgreSQL engine (Kysely's PostgresDialect over our pool): whole transactions run
// again on serialization failure and deadlock, a connection that broke or timed out is
// dropped, never handed out again. Skipped on SQLite.

import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/inTransaction.ts';
import { postgresClient } from '../src/db/postgres/postgresClient.ts';
import type { SqlClient } from '../src/db/sqlClient.ts';
import { databaseFailure } from '../src/http/errors/databaseFailure.ts';
import { startStallingProxy } from './support/stallingProxy.ts';
import { openTestDatabase, type TestDatabase, testDialect } from './support/testDatabase.ts';

let t: TestDatabase | undefined;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  await t?.close();
  t = undefined;
});

const counter = { key: 'retried', window_start: 1, count: 1, last_at: 1 };

/** Raw SQL: the server itself raising a SQLSTATE, as a conflicting transaction would. */
async function raise(tx: SqlClient, condition: 'serialization_failure' | 'deadlock_detected'): Promise<void> {
  await sql`DO $$ BEGIN RAISE EXCEPTION 'conflict' USING ERRCODE = '${sql.raw(condition)}'; END $$`.execute(
    tx,
  );
}

describe.skipIf(testDialect() !== 'postgres')('PostgreSQL transactions', () => {
  it.each(['serialization_failure', 'deadlock_detected'] as const)(
    'runs the whole work again after %s, and commits it once',
    async (condition) => {
      t = await openTestDatabase();
      let attempts = 0;
      await inTransaction(t.sql, async (tx) => {
        attempts += 1;
        await tx.insertInto('shared_counters').values(counter).execute();
        if (attempts === 1) await raise(tx, condition);
      });
      expect(attempts).toBe(2);
      expect(await t.sql.selectFrom('shared_counters').select(['key', 'count']).execute()).toEqual([
        { key: 'retried', count: 1 },
      ]);
    },
  );

  it('gives up after five attempts and answers busy (503)', async () => {
    t = await openTestDatabase();
    let attempts = 0;
    const failed = await inTransaction(t.sql, async (tx) => {
      attempts += 1;
      await raise(tx, 'serialization_failure');
    }).catch((error: unknown) => error);
    expect(attempts).toBe(5);
    expect(databaseFailure(failed)?.status).toBe(503);
  });

  it('a backend killed mid-transaction rejects that transaction (503), not the process', async () => {
    t = await openTestDatabase();
    const admin = new pg.Client({ connectionString: t.postgres?.url });
    await admin.connect();
    cleanups.push(() => admin.end());
    const failed = await inTransaction(t.sql, async (tx) => {
      const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(tx);
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
      await new Promise((resolve) => setTimeout(resolve, 100)); // the socket closes
      return sql`SELECT 1 AS one`.execute(tx);
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failed).toBeTruthy();
    expect(databaseFailure(failed)?.status).toBe(503);
    // The pool replaced the connection: the next statement works.
    expect((await sql`SELECT 1 AS one`.execute(t.sql)).rows).toEqual([{ one: 1 }]);
  });
});

/** A one-connection client with a 300 ms query deadline, reaching the test database through a proxy that can stall. */
async function clientThroughStallingProxy(options: { connectionTimeoutMillis?: number }) {
  t = await openTestDatabase();
  const target = new URL(t.postgres?.url ?? '');
  const proxy = await startStallingProxy(Number(target.port), target.hostname);
  cleanups.push(() => proxy.close());
  target.host = `127.0.0.1:${proxy.port}`;
  const { sql: db, pool } = postgresClient({
    connectionString: target.toString(),
    schema: t.postgres?.schema ?? 'public',
    max: 1,
    queryTimeoutMs: 300,
    ...options,
  });
  cleanups.push(() => db.destroy());
  return { db, pool, proxy };
}

describe.skipIf(testDialect() !== 'postgres')('PostgreSQL connection timeouts', () => {
  it('drops a connection whose query timed out: the next query gets a fresh one', async () => {
    const { db, pool, proxy } = await clientThroughStallingProxy({ connectionTimeoutMillis: 1000 });
    await sql`SELECT 1`.execute(db);
    proxy.stall();
    const started = Date.now();
    const timedOut = await inTransaction(db, (tx) => sql`SELECT 1`.execute(tx)).catch(
      (error: unknown) => error,
    );
    expect(databaseFailure(timedOut)?.status).toBe(503);
    // No second wait for a ROLLBACK on the frozen connection.
    expect(Date.now() - started).toBeLessThan(1000);
    expect(pool.totalCount).toBe(0);
    // Bytes held while stalled are dropped: reusing that connection would hang again.
    proxy.resume();
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });

  it('a lone query that timed out also leaves the pool', async () => {
    const { db, pool, proxy } = await clientThroughStallingProxy({});
    await sql`SELECT 1`.execute(db);
    proxy.stall();
    await expect(sql`SELECT 1`.execute(db)).rejects.toThrow(/timeout/i);
    expect(pool.totalCount).toBe(0);
    proxy.resume();
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });
});
