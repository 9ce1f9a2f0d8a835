// Every wait has a deadline: a frozen S3 or PostgreSQL (a TCP endpoint that accepts and then
// says nothing) turns into a 503 naming the dependency within a few seconds, never a hang,
// and a storage failure is never reported as the database's.
import type { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { upsertStaffAccount } from '../src/auth/staffAccounts.ts';
import { createApp } from '../src/createApp.ts';
import { postgresClient } from '../src/db/postgres/postgresClient.ts';
import { ping } from '../src/db/sqlClient.ts';
import { ProductImages } from '../src/gallery/productImages.ts';
import type { ObjectStorage } from '../src/storage/objectStorage.ts';
import { validContact } from './contactsHarness.ts';
import { startTestS3, storageOver } from './support/embeddedStorage.ts';
import { startStallingProxy } from './support/stallingProxy.ts';
import { testConfig } from './support/testConfig.ts';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.ts';
import { jsonRequest, presignAndPut, STAFF, signIn } from './uploadHarness.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

/** Resolves with the response, or fails the test when it takes longer than ms. */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function errorCode(res: Response): Promise<string> {
  return ((await res.json()) as { error: { code: string } }).error.code;
}

/** The API over a test database and the embedded S3 server reached through a freezable proxy. */
async function appWithFreezableStorage(): Promise<{
  app: Hono;
  database: TestDatabase;
  storage: ObjectStorage;
  stall: () => void;
  resume: () => void;
}> {
  const database = await openTestDatabase();
  cleanups.push(() => database.close());
  await upsertStaffAccount(database.sql, STAFF.username, STAFF.password);
  const s3 = await startTestS3('frozen');
  cleanups.push(() => s3.close());
  const proxy = await startStallingProxy(Number(new URL(s3.endpoint).port));
  cleanups.push(() => proxy.close());
  const storage = storageOver(s3, { endpoint: `http://127.0.0.1:${proxy.port}`, timeoutMs: 1000 });
  cleanups.push(() => storage.close());
  const app = createApp({
    config: testConfig({ DATA_DIR: database.dataDir }),
    sql: database.sql,
    storage,
    serveSite: false,
  });
  return { app, database, storage, stall: proxy.stall, resume: proxy.resume };
}

describe('object storage that stops answering', () => {
  it('an image GET answers 503 storage_unavailable within 4 s, not database_unavailable', async () => {
    const { app, database, stall } = await appWithFreezableStorage();
    const id = await new ProductImages(database.sql).insert({
      filename: 'shirt.png',
      objectPath: 'images/missing.png',
      contentType: 'image/png',
      size: 10,
    });
    stall();
    const res = await within(4000, Promise.resolve(app.request(`/api/product-images/${id}/file`)));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('10');
    expect(await errorCode(res)).toBe('storage_unavailable');
  });

  it('a record request answers 503 within 8 s, and the retry once storage is back is recorded', async () => {
    const { app, stall, resume } = await appWithFreezableStorage();
    const cookie = await signIn(app);
    const uploadURL = await presignAndPut(app, cookie);
    stall();
    const body = { filename: 'shirt.png', imageURL: uploadURL };
    const frozen = await within(8000, jsonRequest(app, 'PUT', '/api/product-images', body, cookie));
    expect(frozen.status).toBe(503);
    expect(await errorCode(frozen)).toBe('storage_unavailable');
    resume();
    const retry = await jsonRequest(app, 'PUT', '/api/product-images', body, cookie);
    expect(retry.status).toBe(201);
  });

  it('/api/health answers 503 naming storage while the database is fine', async () => {
    const { app, stall } = await appWithFreezableStorage();
    expect((await app.request('/api/health')).status).toBe(200);
    stall();
    const res = await within(4000, Promise.resolve(app.request('/api/health')));
    expect(res.status).toBe(503);
    const body = (await res.json()) as { error: { code: string }; database: string; storage: string };
    expect(body.error.code).toBe('storage_unavailable');
    expect(body.database).toBe('ok');
    expect(body.storage).toBe('unavailable');
  });
});

describe.skipIf(process.env.POD_TEST_ENGINE !== 'postgres')('PostgreSQL that stops answering', () => {
  it('a contact post answers 503 database_unavailable within 4 s', async () => {
    const database = await openTestDatabase();
    cleanups.push(() => database.close());
    const target = new URL(database.postgres?.url ?? '');
    const proxy = await startStallingProxy(Number(target.port), target.hostname);
    cleanups.push(() => proxy.close());
    const viaProxy = new URL(target);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const { sql } = postgresClient({
      connectionString: viaProxy.toString(),
      schema: database.postgres?.schema ?? 'public',
      max: 2,
      queryTimeoutMs: 1000,
      connectionTimeoutMillis: 1000,
    });
    cleanups.push(() => sql.destroy());
    const app = createApp({
      config: testConfig({ DATA_DIR: database.dataDir }),
      sql,
      storage: null,
      serveSite: false,
    });
    await ping(sql); // a pooled connection that will be frozen mid-use
    proxy.stall();
    const post = (): Promise<Response> =>
      Promise.resolve(
        app.request('/api/contacts', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
          body: JSON.stringify(validContact),
        }),
      );
    const answers = await within(4000, Promise.all([post(), post(), post()]));
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBeTruthy();
      expect(await errorCode(res)).toBe('database_unavailable');
    }
    const health = await within(4000, Promise.resolve(app.request('/api/health')));
    expect(health.status).toBe(503);
  });
});
