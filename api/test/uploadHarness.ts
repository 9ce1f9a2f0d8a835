// The API in-process over a fresh test database (SQLite, or PostgreSQL in the api-postgres
// project) and the embedded, signature-checking S3 server, with one staff account.
import type { ProductImage } from '@pod/contracts/productImageShape';
import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import { upsertStaffAccount } from '../src/auth/staffAccounts.ts';
import type { AuthSettings } from '../src/config/authConfig.ts';
import type { AppConfig } from '../src/config/loadConfig.ts';
import { createApp } from '../src/createApp.ts';
import type { SqlClient } from '../src/db/sqlClient.ts';
import type { ObjectStorage } from '../src/storage/objectStorage.ts';
import { startStorage } from '../src/storage/startStorage.ts';
import { PROXY, requestsFrom } from './support/requestsFrom.ts';
import { databaseUrlOf, openSecondClient } from './support/sharedDatabase.ts';
import { testConfig } from './support/testConfig.ts';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.ts';

export const SITE = 'http://localhost:3999';
export const STAFF = { username: 'staff.member', password: 'correct horse battery' };

/** One more API instance over the harness's database and storage, as a second server. */
export interface Instance {
  app: Hono;
  sql: SqlClient;
  close(): Promise<void>;
}

export interface Harness {
  app: Hono;
  sql: SqlClient;
  database: TestDatabase;
  storage: ObjectStorage;
  dataDir: string;
  clock: { now: number };
  /** A second createApp over its own connection to the same database (same clock). */
  secondInstance(): Promise<Instance>;
  close(): Promise<void>;
}

/** Environment for a server process or the CLI that should use this test database. */
export function databaseEnv(database: TestDatabase): Record<string, string> {
  const url = databaseUrlOf(database);
  return url ? { DATA_DIR: database.dataDir, DATABASE_URL: url } : { DATA_DIR: database.dataDir };
}

export async function startHarness(
  options: { auth?: Partial<AuthSettings>; behindProxy?: boolean; busyRetryMs?: number } = {},
): Promise<Harness> {
  const database = await openTestDatabase(
    options.busyRetryMs !== undefined ? { busyRetryMs: options.busyRetryMs } : {},
  );
  const { sql, dataDir } = database;
  const clock = { now: Date.now() };
  const now = () => clock.now;
  const config: AppConfig = testConfig(
    { DATA_DIR: dataDir, SITE_ROOT: dataDir, PORT: '3999', HOST: '127.0.0.1' },
    {
      core: { allowedHosts: 'any', trustedProxies: options.behindProxy ? PROXY.trusted : [] },
      auth: { now, ...options.auth },
      uploads: { now },
    },
  );
  let storage: ObjectStorage | undefined;
  try {
    await upsertStaffAccount(sql, STAFF.username, STAFF.password);
    storage = await startStorage(config);
  } catch (error) {
    await database.close();
    throw error;
  }
  const appOver = (over: SqlClient) => {
    const app = createApp({ config, sql: over, storage: storage ?? null, serveSite: false });
    return options.behindProxy ? requestsFrom(app, PROXY.address) : app;
  };
  const others: SqlClient[] = [];
  return {
    app: appOver(sql),
    sql,
    database,
    storage,
    dataDir,
    clock,
    async secondInstance() {
      const other = openSecondClient(database);
      others.push(other);
      return { app: appOver(other), sql: other, close: () => other.destroy() };
    },
    async close() {
      await storage?.close();
      // Closing twice is harmless for both clients; tests may have closed theirs already.
      for (const other of others) await other.destroy().catch(() => undefined);
      await database.close();
    },
  };
}

/** A same-origin JSON request, as the site's pages send it. */
export function jsonRequest(
  app: Hono,
  method: string,
  path: string,
  body?: unknown,
  cookie?: string,
): Promise<Response> {
  const headers: Record<string, string> = { Origin: SITE };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (cookie) headers.Cookie = cookie;
  return Promise.resolve(
    app.request(`${SITE}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    }),
  );
}

export async function signIn(app: Hono, credentials = STAFF): Promise<string> {
  const res = await jsonRequest(app, 'POST', '/api/auth/login', credentials);
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  // The session cookie by name: a sign-in also sets the hint and device cookies.
  const session = res.headers.getSetCookie().find((cookie) => cookie.startsWith('pod_session=')) ?? '';
  return session.split(';')[0] ?? '';
}

/** A tiny but real PNG (1x1, transparent). */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Presigns one PNG and PUTs it to storage, as the upload dialog does; returns the upload URL. */
export async function presignAndPut(app: Hono, cookie: string, filename = 'shirt.png'): Promise<string> {
  const presign = await jsonRequest(
    app,
    'POST',
    '/api/objects/upload',
    { filename, contentType: 'image/png', size: PNG_BYTES.length },
    cookie,
  );
  const { uploadURL } = (await presign.json()) as { uploadURL: string };
  const put = await fetch(uploadURL, {
    method: 'PUT',
    body: new Uint8Array(PNG_BYTES),
    headers: { 'Content-Type': 'image/png' },
  });
  if (put.status !== 200) throw new Error(`the PUT to storage answered ${put.status}`);
  return uploadURL;
}

/** Presign, PUT and record one PNG, as the upload dialog does; answers the recorded image. */
export async function uploadImage(app: Hono, cookie: string, filename = 'shirt.png'): Promise<ProductImage> {
  const imageURL = await presignAndPut(app, cookie, filename);
  const recorded = await jsonRequest(app, 'PUT', '/api/product-images', { filename, imageURL }, cookie);
  if (recorded.status !== 201) throw new Error(`recording ${filename} answered ${recorded.status}`);
  return (await recorded.json()) as ProductImage;
}

/** A test file's harness and its signed-in staff member's session cookie. */
export interface SignedIn {
  readonly h: Harness;
  readonly cookie: string;
  /** A same-origin request to the harness's app as that staff member (JSON body if given). */
  send(method: string, path: string, body?: unknown): Promise<Response>;
}

/**
 * The harness for one test file, started before its tests with a staff member signed in and
 * closed after them. Read `h` and `cookie` inside tests (they are set once beforeAll has run).
 */
export function signedInHarness(options: Parameters<typeof startHarness>[0] = {}): SignedIn {
  const state: { h?: Harness; cookie?: string } = {};
  beforeAll(async () => {
    state.h = await startHarness(options);
    state.cookie = await signIn(state.h.app);
  });
  afterAll(async () => {
    await state.h?.close();
  });
  return {
    get h() {
      if (!state.h) throw new Error('the harness starts in beforeAll');
      return state.h;
    },
    get cookie() {
      if (state.cookie === undefined) throw new Error('the harness signs in in beforeAll');
      return state.cookie;
    },
    send(method, path, body) {
      return jsonRequest(this.h.app, method, path, body, this.cookie);
    },
  };
}
