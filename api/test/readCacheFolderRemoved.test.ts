// A /tmp cleaner (or a hand) removing the copies' folder must not turn every image into a 503
// until restart: the cache makes its folder again, and health says when it cannot.
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/createApp.ts';
import type { ObjectStorage } from '../src/storage/objectStorage.ts';
import { startTestS3, storageOver, type TestS3 } from './support/embeddedStorage.ts';
import { testConfig } from './support/testConfig.ts';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.ts';

let database: TestDatabase;
let s3: TestS3;
let storage: ObjectStorage;
let folder: string;
const first = randomBytes(256 * 1024).toString('hex');
const second = randomBytes(1024).toString('hex');

beforeAll(async () => {
  database = await openTestDatabase();
  folder = join(database.dataDir, 'object-reads');
  s3 = await startTestS3('folder-removed');
  storage = storageOver(s3, { readCacheDirectory: folder });
  await storage.put('images/first.png', Buffer.from(first), 'image/png');
  await storage.put('images/second.png', Buffer.from(second), 'image/png');
});

afterAll(async () => {
  await storage?.close();
  await s3?.close();
  await database?.close();
});

const read = async (key: string) => {
  const object = await storage.get(key);
  return object ? text(object.body) : null;
};

describe('the copies’ folder removed under a running server', () => {
  it('serves a copied object and a new one whole, making the folder again', async () => {
    expect(await read('images/first.png')).toBe(first); // now a local copy
    rmSync(folder, { recursive: true, force: true });
    expect(await read('images/first.png')).toBe(first);
    expect(await read('images/second.png')).toBe(second);
  });

  it('makes health say storage is unavailable while the folder cannot be made, and ok once it can', async () => {
    const app = createApp({
      config: testConfig({ DATA_DIR: database.dataDir }),
      sql: database.sql,
      storage,
      serveSite: false,
    });
    rmSync(folder, { recursive: true, force: true });
    writeFileSync(folder, 'a file where the folder should be');
    const blocked = await app.request('/api/health');
    expect(blocked.status).toBe(503);
    expect(await blocked.json()).toMatchObject({ status: 'unavailable', storage: 'unavailable' });

    rmSync(folder, { force: true });
    const healthy = await app.request('/api/health');
    expect(healthy.status).toBe(200);
    expect(await read('images/second.png')).toBe(second);
  });
});
