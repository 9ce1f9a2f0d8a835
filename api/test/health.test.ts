import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { allMigrations } from '../src/allMigrations.ts';
import { createApp } from '../src/createApp.ts';
import { openServerPostgres } from '../src/db/postgres/openServerPostgres.ts';
import { freePort } from '../support/serverProcess.ts';
import { testConfig } from './support/testConfig.ts';
import {
  openTestDatabase,
  postgresServerUrl,
  type TestDatabase,
  testDialect,
} from './support/testDatabase.ts';

let t: TestDatabase | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function appOver(sql: TestDatabase['sql'], checkDatabase?: () => Promise<void>) {
  return createApp({
    config: testConfig({ DATA_DIR: t?.dataDir ?? '/tmp' }),
    sql,
    storage: null,
    serveSite: false,
    ...(checkDatabase ? { checkDatabase } : {}),
  });
}

describe('GET /api/health and /api/health/live', () => {
  it('answers 200 while the database answers, uncached', async () => {
    t = await openTestDatabase();
    const app = appOver(t.sql);
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      status: 'ok',
      database: 'ok',
      storage: 'off',
      mail: 'off',
      deployTarget: 'ok',
    });
    expect((await app.request('/api/health/live')).status).toBe(200);
  });

  it('answers 503 in the error shape when the database does not, while live stays 200', async () => {
    t = await openTestDatabase();
    const app = appOver(t.sql);
    await t.close();
    t = undefined;
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(await res.json()).toEqual({
      error: {
        code: 'database_unavailable',
        message: 'This part of the site is temporarily unavailable. Please try again later.',
      },
      status: 'unavailable',
      database: 'unavailable',
      storage: 'off',
      mail: 'off',
      deployTarget: 'ok',
    });
    const live = await app.request('/api/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
  });

  it('PostgreSQL that is down at start: data routes and health answer 503, the app still starts', async () => {
    const port = await freePort(); // nobody listens here
    const opened = await openServerPostgres(`postgres://pod:pod@127.0.0.1:${port}/pod`, allMigrations, {
      retryEveryMs: 60_000,
    });
    try {
      expect(opened.problem).toMatch(/PostgreSQL at 127\.0\.0\.1:\d+\/pod could not be prepared/);
      expect(opened.problem).not.toContain('pod:pod');
      const app = appOver(opened.sql);
      const health = await app.request('/api/health');
      expect(health.status).toBe(503);
      expect(((await health.json()) as { error: { code: string } }).error.code).toBe('database_unavailable');
      const login = await app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost' },
        body: JSON.stringify({ username: 'a', password: 'b' }),
      });
      expect(login.status).toBe(503);
    } finally {
      await opened.close();
    }
  });

  it.skipIf(testDialect() !== 'postgres')(
    'PostgreSQL that appears after start: migrations are retried, then health and data routes serve',
    async () => {
      const serverUrl = postgresServerUrl();
      const name = `late_${Date.now().toString(36)}`;
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const opened = await openServerPostgres(url.toString(), allMigrations, { retryEveryMs: 100 });
      const admin = new pg.Client({ connectionString: serverUrl });
      try {
        expect(opened.problem).toMatch(/could not be prepared/); // no such database yet
        const app = appOver(opened.sql);
        expect((await app.request('/api/health')).status).toBe(503);
        await admin.connect();
        await admin.query(`CREATE DATABASE ${name}`);
        expect(await opened.ready).toBe(true);
        expect((await app.request('/api/health')).status).toBe(200);
        expect((await app.request('/api/product-images')).status).toBe(200);
      } finally {
        await opened.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => undefined);
        await admin.end();
      }
    },
  );
});
