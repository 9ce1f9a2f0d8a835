// A locked, unopenable or damaged database never stalls the
// server, never answers 500, and never acknowledges into a damaged file.
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { allMigrations } from '../src/allMigrations.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { openServerSqlite, SERVING_BUSY_TIMEOUT_MS } from '../src/db/sqlite/openServerSqlite.ts';
import { sqliteClient } from '../src/db/sqlite/sqliteDialect.ts';
import { openSqliteFile, siteDatabasePath } from '../src/db/sqlite/sqliteFile.ts';
import { freePort, type ServerProcess, startServerProcess } from '../support/serverProcess.ts';
import { type ContactsHarness, createHarness, validContact } from './contactsHarness.ts';
import { testDialect } from './support/testDatabase.ts';

// All about the embedded SQLite file (PostgreSQL's failures: health.test.ts, scaleOut e2e).
const sqliteOnly = describe.skipIf(testDialect() === 'postgres');

let h: ContactsHarness | undefined;
let locker: Database.Database | undefined;
afterEach(async () => {
  if (locker?.inTransaction) locker.exec('ROLLBACK');
  locker?.close();
  locker = undefined;
  await h?.close();
  h = undefined;
});

/** Another connection (as another process would) takes SQLite's write lock and keeps it. */
function holdWriteLock(dataDir: string): Database.Database {
  const db = new Database(siteDatabasePath(dataDir));
  db.exec('BEGIN IMMEDIATE');
  return db;
}

sqliteOnly('while another process holds the write lock', () => {
  it('the serving connection never blocks the thread waiting for a lock', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pod-busy-'));
    const { sql: db } = await openServerSqlite(dataDir, allMigrations);
    const row = (await sql<{ timeout: number }>`SELECT timeout FROM pragma_busy_timeout`.execute(db)).rows[0];
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
    // Was 5000: every post stalled the whole server for 5 s while another process wrote.
    expect(row?.timeout).toBe(SERVING_BUSY_TIMEOUT_MS);
    expect(SERVING_BUSY_TIMEOUT_MS).toBeLessThanOrEqual(10);
  });

  it('keeps serving other requests and stores the post once the lock is released', async () => {
    h = await createHarness({ busyRetryMs: 60_000 });
    locker = holdWriteLock(h.dataDir);
    let settled = false;
    const post = h.post('/api/contacts', validContact).finally(() => {
      settled = true;
    });
    // Other requests are answered while the post waits: the event loop is free.
    for (let i = 0; i < 3; i += 1) expect((await h.app.request('/api/nothing-here')).status).toBe(404);
    expect(settled).toBe(false);
    locker.exec('COMMIT');
    const res = await post;
    console.log(`post while locked, then released: ${res.status}`);
    expect(res.status).toBe(201);
    expect(await h.rows()).toHaveLength(1);
  });

  it('reads answer while posts queue behind the lock, and each post gets its 503 within its 2 s (plus 1 s)', async () => {
    h = await createHarness({ busyRetryMs: 2000 });
    locker = holdWriteLock(h.dataDir);
    const started = Date.now();
    let settledPosts = 0;
    const posts = Array.from({ length: 4 }, () =>
      h?.post('/api/contacts', validContact).then((res) => {
        settledPosts += 1;
        return { res, after: Date.now() - started };
      }),
    );
    // A read does not wait behind the queued writes: it is answered before any post gives up.
    const read = await h.app.request('/api/product-images');
    expect(read.status).toBe(200);
    expect(settledPosts).toBe(0);
    for (const answer of await Promise.all(posts)) {
      expect(answer?.res.status).toBe(503);
      expect(answer?.after).toBeLessThan(3000);
    }
  });

  it('answers 503 with Retry-After and the JSON error shape when the lock is not released', async () => {
    h = await createHarness({ busyRetryMs: 50 });
    locker = holdWriteLock(h.dataDir);
    const res = await h.post('/api/contacts', validContact);
    console.log(`post while locked for good: ${res.status}`);
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({
      error: { code: 'database_busy', message: expect.any(String) },
    });
    locker.exec('ROLLBACK');
    expect(await h.rows()).toEqual([]);
  });
});

sqliteOnly('a database that cannot be used at start', () => {
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  async function start(dataDir: string): Promise<{ port: number }> {
    const siteRoot = mkdtempSync(join(tmpdir(), 'pod-empty-site-'));
    dirs.push(siteRoot);
    const port = await freePort();
    servers.push(await startServerProcess({ port, dataDir, env: { SITE_ROOT: siteRoot } }));
    return { port };
  }

  const postContact = (port: number) =>
    fetch(`http://127.0.0.1:${port}/api/contacts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validContact),
    });

  it('unopenable: the site still serves, the API answers 503 in the error shape', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pod-unopenable-'));
    dirs.push(dataDir);
    mkdirSync(siteDatabasePath(dataDir)); // a folder where the SQLite file should be
    const { port } = await start(dataDir);
    const robots = await fetch(`http://127.0.0.1:${port}/robots.txt`);
    expect(robots.status).toBe(200);
    const post = await postContact(port);
    expect(post.status).toBe(503);
    expect(post.headers.get('Retry-After')).toBeTruthy();
    expect(await post.json()).toMatchObject({ error: { code: 'database_unavailable' } });
    expect((await fetch(`http://127.0.0.1:${port}/api/product-images`)).status).toBe(503);
  }, 60_000);

  it('damaged: found by quick_check at start, logged, and every write refused with 503', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pod-corrupt-'));
    dirs.push(dataDir);
    const db = openSqliteFile(siteDatabasePath(dataDir));
    const migrated = sqliteClient({ writer: db });
    await runMigrations(migrated, allMigrations);
    const insert = db.prepare(
      `INSERT INTO contacts (id, first_name, last_name, email, company, message, source, created_at)
       VALUES (?, 'Ada', 'Lovelace', 'ada@example.com', NULL, ?, 'sales', '2026-01-01T00:00:00.000Z')`,
    );
    for (let i = 0; i < 400; i += 1) insert.run(`row-${i}`, `message ${i} ${'x'.repeat(200)}`);
    db.pragma('wal_checkpoint(TRUNCATE)');
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    db.close();
    // Scribble over a page in the middle of the contacts table.
    const fd = openSync(siteDatabasePath(dataDir), 'r+');
    writeSync(fd, Buffer.alloc(pageSize, 0xa5), 0, pageSize, pageSize * 12);
    closeSync(fd);

    const opened = await openServerSqlite(dataDir, allMigrations);
    expect(opened.problem).toMatch(/failed its integrity check/);
    await opened.close();

    const { port } = await start(dataDir);
    const post = await postContact(port);
    console.log(`post into a damaged database: ${post.status}`);
    expect(post.status).toBe(503);
    expect(await post.json()).toMatchObject({ error: { code: 'database_unavailable' } });
  }, 60_000);
});
