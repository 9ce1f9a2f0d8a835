import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { SqlClient } from '../db/sqlClient.ts';
import { bucketOf } from './vitalBuckets.ts';
import { recordVitals } from './vitalsStore.ts';

/** A PostgreSQL client that records the statements' parameters instead of running them. */
function recordingClient(): { sql: SqlClient; params: (readonly unknown[])[] } {
  const params: (readonly unknown[])[] = [];
  const sql: SqlClient = new Kysely({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log: (event) => {
      params.push(event.query.parameters);
    },
  });
  return { sql, params };
}

describe('recordVitals', () => {
  it('writes the rows in (metric, bucket) order whatever the beacon order, so concurrent upserts cannot deadlock', async () => {
    const { sql, params } = recordingClient();
    await recordVitals(
      sql,
      {
        route: '/faqs',
        samples: [
          { name: 'TTFB', value: 120 },
          { name: 'LCP', value: 9000 },
          { name: 'CLS', value: 0.2 },
          { name: 'LCP', value: 100 },
          { name: 'INP', value: 64 },
          { name: 'LCP', value: 9000 },
        ],
      },
      Date.UTC(2026, 10, 23),
    );
    const values = params[0] as readonly unknown[];
    const rows: unknown[][] = [];
    for (let at = 0; at < values.length; at += 5) rows.push(values.slice(at, at + 5));
    expect(rows.map(([, , metric, bucket, count]) => [metric, bucket, count])).toEqual([
      ['CLS', bucketOf('CLS', 0.2), 1],
      ['INP', bucketOf('INP', 64), 1],
      ['LCP', bucketOf('LCP', 100), 1],
      ['LCP', bucketOf('LCP', 9000), 2],
      ['TTFB', bucketOf('TTFB', 120), 1],
    ]);
  });
});
