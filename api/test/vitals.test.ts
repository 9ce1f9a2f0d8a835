// Real visitors' Web Vitals: POST /api/vitals takes a beacon without cookies or anything
// personal, refuses junk with the JSON error shape, is rate-limited, and feeds both the
// Prometheus histograms and the daily bucket counts every instance shares; staff read p75.
import type { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { upsertStaffAccount } from '../src/auth/staffAccounts.ts';
import type { VitalsSettings } from '../src/config/vitalsConfig.ts';
import { createApp } from '../src/createApp.ts';
import { sweepVitals, utcDay } from '../src/vitals/vitalsStore.ts';
import { testConfig } from './support/testConfig.ts';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.ts';
import { SITE, STAFF, signIn } from './uploadHarness.ts';

const TOKEN = 'metrics-token-for-tests';
let t: TestDatabase | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function vitalsApp(vitals: Partial<VitalsSettings> = {}): Promise<{ app: Hono; db: TestDatabase }> {
  t = await openTestDatabase();
  await upsertStaffAccount(t.sql, STAFF.username, STAFF.password);
  const app = createApp({
    config: testConfig({ DATA_DIR: t.dataDir, METRICS_TOKEN: TOKEN }, { vitals }),
    sql: t.sql,
    storage: null,
    serveSite: false,
    vitalsRoutePaths: async () => new Set(['/', '/faqs']),
  });
  return { app, db: t };
}

/** As navigator.sendBeacon sends a string: text/plain, same origin. */
function beacon(app: Hono, body: string, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    app.request(`${SITE}/api/vitals`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: SITE, ...headers },
      body,
    }),
  );
}

const pageLoad = (route: string, lcp = 1800) =>
  JSON.stringify({
    route,
    metrics: [
      { name: 'LCP', value: lcp },
      { name: 'FCP', value: 900 },
      { name: 'TTFB', value: 120 },
      { name: 'CLS', value: 0 },
      { name: 'INP', value: 64 },
    ],
  });

async function scrape(app: Hono): Promise<string> {
  const res = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text();
}

describe('POST /api/vitals', () => {
  it('takes a text/plain beacon with 204, sets no cookie and ignores a session cookie', async () => {
    const { app, db } = await vitalsApp();
    const cookie = await signIn(app);
    const res = await beacon(app, pageLoad('/faqs'), { Cookie: cookie });
    expect(res.status).toBe(204);
    expect(res.headers.get('Set-Cookie')).toBeNull();
    expect(await res.text()).toBe('');
    const rows = await db.sql
      .selectFrom('web_vitals_daily')
      .select(['day', 'route', 'metric', 'count'])
      .orderBy('metric')
      .execute();
    expect(rows.map((row) => [row.route, row.metric, Number(row.count)])).toEqual([
      ['/faqs', 'CLS', 1],
      ['/faqs', 'FCP', 1],
      ['/faqs', 'INP', 1],
      ['/faqs', 'LCP', 1],
      ['/faqs', 'TTFB', 1],
    ]);
    expect(rows[0]?.day).toBe(utcDay(Date.now()));
  });

  it('takes application/json too (a Blob with a JSON type)', async () => {
    const { app } = await vitalsApp();
    const res = await beacon(app, pageLoad('/'), { 'Content-Type': 'application/json' });
    expect(res.status).toBe(204);
  });

  it('stores nothing but day, route pattern, metric, bucket and count; unknown routes share one bucket', async () => {
    const { app, db } = await vitalsApp();
    for (const route of ['/nope', '/faqs?email=a@b.example', '/other/thing'])
      expect((await beacon(app, pageLoad(route), { 'User-Agent': 'Secret Browser 1.0' })).status).toBe(204);
    const columns = Object.keys(
      (await db.sql.selectFrom('web_vitals_daily').selectAll().executeTakeFirst()) ?? {},
    );
    expect(columns.sort()).toEqual(['bucket', 'count', 'day', 'metric', 'route']);
    const routes = await db.sql
      .selectFrom('web_vitals_daily')
      .select((eb) => ['route', eb.fn.sum<number | string>('count').as('total')])
      .groupBy('route')
      .execute();
    expect(routes.map((row) => [row.route, Number(row.total)])).toEqual([['(other)', 15]]);
    // The rate limit counts in memory: nothing about the client reaches the database.
    expect(await db.sql.selectFrom('shared_counters').select('key').execute()).toEqual([]);
  });

  it.each([
    ['not JSON', '{"route":', 'invalid_json'],
    ['not an object', '"LCP"', 'invalid_fields'],
    [
      'an unknown metric',
      JSON.stringify({ route: '/', metrics: [{ name: 'FID', value: 3 }] }),
      'invalid_fields',
    ],
    [
      'a value that is no number',
      JSON.stringify({ route: '/', metrics: [{ name: 'LCP', value: null }] }),
      'invalid_fields',
    ],
  ])('refuses a body that is %s with 400 and the JSON error shape', async (_label, body, code) => {
    const { app } = await vitalsApp();
    const res = await beacon(app, body);
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    const json = (await res.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toBe(code);
    expect(typeof json.error.message).toBe('string');
  });

  it('refuses a body in another type with 415, and one past 4 kB with 413', async () => {
    const { app } = await vitalsApp();
    expect(
      (await beacon(app, pageLoad('/'), { 'Content-Type': 'application/x-www-form-urlencoded' })).status,
    ).toBe(415);
    const huge = JSON.stringify({ route: '/', metrics: [{ name: 'LCP', value: 1 }], pad: 'x'.repeat(5000) });
    expect((await beacon(app, huge)).status).toBe(413);
  });

  it('is rate-limited per client: past the limit 429 with Retry-After, nothing stored', async () => {
    const { app, db } = await vitalsApp({ rateLimitMax: 2 });
    expect((await beacon(app, pageLoad('/'))).status).toBe(204);
    expect((await beacon(app, pageLoad('/'))).status).toBe(204);
    const limited = await beacon(app, pageLoad('/'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    const lcp = await db.sql
      .selectFrom('web_vitals_daily')
      .select((eb) => eb.fn.sum<number | string>('count').as('total'))
      .where('metric', '=', 'LCP')
      .executeTakeFirst();
    expect(Number(lcp?.total)).toBe(2);
  });

  it('feeds the per-route histograms of GET /metrics', async () => {
    const { app } = await vitalsApp();
    await beacon(app, pageLoad('/faqs', 1800));
    const text = await scrape(app);
    expect(text).toContain('web_vitals_lcp_seconds_bucket{le="2",route="/faqs"} 1');
    expect(text).toContain('web_vitals_lcp_seconds_bucket{le="1.5",route="/faqs"} 0');
    expect(text).toContain('web_vitals_cls_count{route="/faqs"} 1');
    expect(text).toContain('web_vitals_inp_seconds_sum{route="/faqs"} 0.064');
  });
});

describe('GET /api/vitals/summary', () => {
  it('is for staff only', async () => {
    const { app } = await vitalsApp();
    const res = await app.request(`${SITE}/api/vitals/summary`);
    expect(res.status).toBe(401);
  });

  it("gives staff the last 7 days' p75 and sample count per route and metric", async () => {
    const { app, db } = await vitalsApp();
    // Another instance's counts from yesterday, in the same table.
    const faqsLcp = { route: '/faqs', metric: 'LCP' };
    await db.sql
      .insertInto('web_vitals_daily')
      .values({ ...faqsLcp, day: utcDay(Date.now() - 86_400_000), bucket: 0, count: 2 })
      .execute();
    // And counts older than the page's week, which it leaves out.
    await db.sql
      .insertInto('web_vitals_daily')
      .values({ ...faqsLcp, day: utcDay(Date.now() - 8 * 86_400_000), bucket: 9, count: 50 })
      .execute();
    await beacon(app, pageLoad('/faqs', 1800));
    await beacon(app, pageLoad('/faqs', 1900));
    const cookie = await signIn(app);
    const res = await app.request(`${SITE}/api/vitals/summary`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const summary = (await res.json()) as {
      days: number;
      rows: { route: string; metric: string; p75: number; samples: number }[];
    };
    expect(summary.days).toBe(7);
    const lcp = summary.rows.find((row) => row.route === '/faqs' && row.metric === 'LCP');
    // 2 in (0, 500] and 2 in (1500, 2000]: rank 3 of 4 is halfway into (1500, 2000].
    expect(lcp).toMatchObject({ samples: 4, p75: 1750 });
  });
});

describe('vitals retention', () => {
  it("housekeeping's sweep drops the days before the cut-off and keeps the rest", async () => {
    const { db } = await vitalsApp();
    for (const day of ['2026-01-01', '2026-02-01'])
      await db.sql
        .insertInto('web_vitals_daily')
        .values({ day, route: '/', metric: 'LCP', bucket: 0, count: 1 })
        .execute();
    expect(await sweepVitals(db.sql, '2026-02-01')).toBe(1);
    const left = await db.sql.selectFrom('web_vitals_daily').select('day').execute();
    expect(left).toEqual([{ day: '2026-02-01' }]);
  });
});
