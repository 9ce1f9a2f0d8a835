// The contact rate limiter's cost per request: one lookup by key in the shared counters.
import type { Context } from 'hono';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { rateLimit } from '../src/http/rateLimit/rateLimit.ts';
import { SharedCounters } from '../src/limits/sharedCounters.ts';
import { openTestDatabase } from './support/testDatabase.ts';

describe('contact rate limiter cost', () => {
  it('finds a client by key, not by scanning, with 50,000 clients counted', async () => {
    // The counts live in the database (shared by every instance): a request is one upsert by
    // primary key. Checked by the query plan and by behaviour, not by a clock.
    const database = await openTestDatabase();
    try {
      const now = Date.now();
      // Raw SQL: a recursive CTE seeds 50,000 rows in one statement; EXPLAIN has no builder.
      await sql`WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < 50000)
         INSERT INTO shared_counters (key, window_start, count, last_at)
         SELECT 'seeded-' || i, ${now}, 1, ${now} FROM seq`.execute(database.sql);
      // This table only: a bare ANALYZE walks every schema, and other test files drop theirs meanwhile.
      await sql`ANALYZE shared_counters`.execute(database.sql);
      const lookup = sql.raw("SELECT count FROM shared_counters WHERE key = 'contact:203.0.113.9'");
      const plan =
        database.dialect === 'sqlite'
          ? (await sql<{ detail: string }>`EXPLAIN QUERY PLAN ${lookup}`.execute(database.sql)).rows.map(
              (row) => row.detail,
            )
          : (await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${lookup}`.execute(database.sql)).rows.map(
              (row) => row['QUERY PLAN'],
            );
      console.log(`limiter lookup with 50,000 clients: ${plan.join(' / ')}`);
      expect(plan.join('\n')).toMatch(
        database.dialect === 'sqlite' ? /SEARCH shared_counters USING INDEX/ : /Index (Only )?Scan/,
      );
      expect(plan.join('\n')).not.toMatch(/SCAN shared_counters|Seq Scan/);

      const counters = new SharedCounters(database.sql, 600_000);
      const limiter = rateLimit({ max: 2, counters, key: () => '203.0.113.9' });
      let passed = 0;
      const c = { header: () => undefined, json: (body: unknown, status: number) => ({ body, status }) };
      for (let i = 0; i < 3; i += 1)
        await limiter(c as unknown as Context, async () => {
          passed += 1;
        });
      expect(passed).toBe(2);
    } finally {
      await database.close();
    }
  }, 120_000);
});
