// One client cannot hold image reads for as long, or as many, as it likes: a body sent slower
// than the minimum rate is cut off, and a client address holding its share of reads gets 429
// while others are served. The API on a real HTTP server, the embedded S3 server, raw TCP
// readers that ask for a 32 MB image and then read nothing.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageReadSettings } from '../src/config/uploadsConfig.ts';
import { createApp } from '../src/createApp.ts';
import { type RunningServer, startNodeServer } from '../src/http/nodeServer/nodeServer.ts';
import type { ObjectStorage } from '../src/storage/objectStorage.ts';
import { startTestS3, storageOver, type TestS3 } from './support/embeddedStorage.ts';
import { stalledReader as heldReader, LARGE_BYTES, storeImage } from './support/stalledReader.ts';
import { testConfig } from './support/testConfig.ts';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.ts';

let database: TestDatabase;
let s3: TestS3;
let storage: ObjectStorage;
let largeId: string;
const servers: RunningServer[] = [];
const readers: Socket[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  s3 = await startTestS3('image-shares');
  storage = storageOver(s3);
  largeId = await storeImage(storage, database.sql, 'large.png', randomBytes(LARGE_BYTES));
}, 60_000);

afterAll(async () => {
  for (const reader of readers) reader.destroy();
  for (const server of servers) await server.stop(100);
  await storage?.close();
  await s3?.close();
  await database?.close();
});

/** The API on a real server with these image-read limits. */
async function serverWith(imageReads: ImageReadSettings): Promise<{ port: number; server: RunningServer }> {
  const base = testConfig({ DATA_DIR: database.dataDir, HOST: '127.0.0.1' });
  const config = testConfig(
    { DATA_DIR: database.dataDir, HOST: '127.0.0.1' },
    { core: { allowedHosts: 'any' }, uploads: { ...base.uploads, imageReads } },
  );
  const app = createApp({ config, sql: database.sql, storage, serveSite: false });
  const server = startNodeServer({ app, port: 0, hostname: '127.0.0.1', https: false });
  servers.push(server);
  return { port: await server.listening, server };
}

/** A reader (from `localAddress`) that asks for the large image, takes the first bytes, then stops reading. */
const stalledReader = (port: number, localAddress?: string) =>
  heldReader(readers, port, `/api/product-images/${largeId}/file`, localAddress);

const statusOf = async (port: number, localAddress?: string) => {
  const { socket, head } = await stalledReader(port, localAddress);
  socket.destroy();
  return Number(head.slice(9, 12));
};

describe('a reader that stops reading a large image', () => {
  it('is cut off once it reads slower than the minimum rate', async () => {
    const { port, server } = await serverWith({
      perClient: 10,
      // Far below what a reader on loopback takes, even on a busy machine; a stopped one takes nothing.
      minBytesPerSecond: 64 * 1024,
      windowMs: 500,
    });
    // Seen from the server: a paused client socket notices nothing until it reads again.
    const responseClosed = new Promise<'cut off' | 'finished'>((resolve) =>
      server.server.once('request', (_request, response: ServerResponse) =>
        response.once('close', () => resolve(response.writableFinished ? 'finished' : 'cut off')),
      ),
    );
    const { socket, head } = await stalledReader(port);
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    // Generous: the server ends it within two windows; without a send deadline it never would.
    const outcome = await Promise.race([
      responseClosed,
      new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), 15_000)),
    ]);
    expect(outcome).toBe('cut off');
    // Reading on, the client finds its body ends short.
    let received = 0;
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    socket.resume();
    await new Promise((resolve) => socket.once('close', resolve));
    expect(received).toBeLessThan(LARGE_BYTES);
    // A reader that reads gets the whole image under the same rule.
    const res = await fetch(`http://127.0.0.1:${port}/api/product-images/${largeId}/file`);
    expect((await res.arrayBuffer()).byteLength).toBe(LARGE_BYTES);
  }, 30_000);
});

describe('one client address holding image reads', () => {
  it('gets 429 past its share while another address is served, and is served again once it lets go', async () => {
    const { port } = await serverWith({ perClient: 2, minBytesPerSecond: 0, windowMs: 30_000 });
    const held = [await stalledReader(port), await stalledReader(port)];
    for (const { head } of held) expect(head).toMatch(/^HTTP\/1\.1 200/);
    expect(await statusOf(port)).toBe(429);
    expect(await statusOf(port, '127.0.0.2')).toBe(200);

    // The share comes back when a held body closes (its socket is gone): poll, no fixed sleep.
    held[0]?.socket.destroy();
    let status = 429;
    for (let i = 0; i < 100 && status === 429; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = await statusOf(port);
    }
    expect(status).toBe(200);
  }, 30_000);
});
