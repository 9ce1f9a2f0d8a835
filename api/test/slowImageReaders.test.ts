// Visitors who read a large image slowly must not take object storage from everyone else: the
// API on a real HTTP server, the embedded signature-checking S3 server behind a pool of two
// sockets, and raw TCP readers that ask for a 32 MB image and then read nothing.
import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/createApp.ts';
import { type RunningServer, startNodeServer } from '../src/http/nodeServer/nodeServer.ts';
import type { ObjectStorage } from '../src/storage/objectStorage.ts';
import { startTestS3, storageOver, type TestS3 } from './support/embeddedStorage.ts';
import { LARGE_BYTES, stalledReader, storeImage } from './support/stalledReader.ts';
import { testConfig } from './support/testConfig.ts';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.ts';

const POOL = 2;

let database: TestDatabase;
let s3: TestS3;
let storage: ObjectStorage;
let server: RunningServer;
let port: number;
let largeId: string;
let smallId: string;
const large = randomBytes(LARGE_BYTES);
const small = randomBytes(2048);
const readers: Socket[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  s3 = await startTestS3('slow-readers');
  storage = storageOver(s3, { timeoutMs: 1500, maxSockets: POOL });
  largeId = await storeImage(storage, database.sql, 'large.png', large);
  smallId = await storeImage(storage, database.sql, 'small.png', small);
  const app = createApp({
    config: testConfig({ DATA_DIR: database.dataDir, HOST: '127.0.0.1' }, { core: { allowedHosts: 'any' } }),
    sql: database.sql,
    storage,
    serveSite: false,
  });
  server = startNodeServer({ app, port: 0, hostname: '127.0.0.1', https: false });
  port = await server.listening;
}, 60_000);

afterAll(async () => {
  for (const reader of readers) reader.destroy();
  await server?.stop(100);
  await storage?.close();
  await s3?.close();
  await database?.close();
});

/** A reader that asks for the path, takes the first bytes, then stops reading. */
const slowReader = (path: string) => stalledReader(readers, port, path);

async function timed(path: string): Promise<{ status: number; ms: number; bytes: number }> {
  const started = Date.now();
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(10_000) });
  const bytes = (await res.arrayBuffer()).byteLength;
  return { status: res.status, ms: Date.now() - started, bytes };
}

describe('readers that stop reading a large image', () => {
  it('leave other images and the health check answering at once, however many there are', async () => {
    const stalled = [];
    for (let i = 0; i < POOL * 4; i++) stalled.push(await slowReader(`/api/product-images/${largeId}/file`));
    for (const { head } of stalled) expect(head).toMatch(/^HTTP\/1\.1 200/);

    const health = await timed('/api/health');
    expect(health.status).toBe(200);
    const other = await timed(`/api/product-images/${smallId}/file`);
    expect(other.status).toBe(200);
    expect(other.bytes).toBe(small.length);
    // A fresh read of the same large image is served too, whole.
    const again = await timed(`/api/product-images/${largeId}/file`);
    expect(again.status).toBe(200);
    expect(again.bytes).toBe(LARGE_BYTES);
  }, 60_000);

  it('still get the whole image, byte for byte, when they read on', async () => {
    const { socket, first } = await slowReader(`/api/product-images/${largeId}/file`);
    const chunks: Buffer[] = [first];
    const headBytes = first.indexOf('\r\n\r\n') + 4;
    expect(headBytes).toBeGreaterThan(4);
    let received = first.length;
    const done = new Promise<void>((resolve) => {
      socket.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        received += chunk.length;
        if (received - headBytes >= LARGE_BYTES) resolve();
      });
    });
    await new Promise((wait) => setTimeout(wait, 500));
    socket.resume();
    await done;
    const body = Buffer.concat(chunks).subarray(headBytes);
    expect(body.equals(large)).toBe(true);
  }, 60_000);
});
