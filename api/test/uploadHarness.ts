import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { type AuthSettings, loadAuthSettings } from '../src/auth/authSettings.ts';
import { upsertStaffAccount } from '../src/auth/staffAccounts.ts';
import type { CoreConfig } from '../src/config.ts';
import { createApp } from '../src/createApp.ts';
import type { Db } from '../src/db/openDatabase.ts';
import { openSiteDatabase } from '../src/db/openSiteDatabase.ts';
import type { ObjectStorage } from '../src/uploads/objectStorage.ts';
import { startStorage } from '../src/uploads/startStorage.ts';
import type { UploadSettings } from '../src/uploads/uploadSettings.ts';

export const SITE = 'http://localhost:3999';
export const STAFF = { username: 'staff.member', password: 'correct horse battery' };

export interface Harness {
  app: Hono;
  db: Db;
  storage: ObjectStorage;
  dataDir: string;
  clock: { now: number };
  close(): Promise<void>;
}

/** The API with a real SQLite file and the embedded, signature-checking S3 server. */
export async function startHarness(
  options: { auth?: Partial<AuthSettings>; trustProxyHops?: number; dbBusyRetryMs?: number } = {},
): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pod-upload-test-'));
  const config: CoreConfig = {
    port: 3999,
    host: '127.0.0.1',
    dataDir,
    siteRoot: dataDir,
    publicOrigin: undefined,
    siteOrigins: [],
    allowedHosts: 'any',
    https: false,
    trustProxyHops: options.trustProxyHops ?? 0,
  };
  const db = openSiteDatabase(dataDir);
  await upsertStaffAccount(db, STAFF.username, STAFF.password);
  const storage = await startStorage(config, {});
  const clock = { now: Date.now() };
  const now = () => clock.now;
  const auth: AuthSettings = { ...loadAuthSettings(false, {}), now, ...options.auth };
  const uploads: UploadSettings = { urlTtlSeconds: 300, recordWindowMs: 3_600_000, now };
  const app = createApp({
    config,
    db,
    storage,
    serveSite: false,
    auth,
    uploads,
    ...(options.dbBusyRetryMs !== undefined ? { dbBusyRetryMs: options.dbBusyRetryMs } : {}),
  });
  return {
    app,
    db,
    storage,
    dataDir,
    clock,
    async close() {
      await storage.close();
      db.close();
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
  const setCookie = res.headers.get('Set-Cookie') ?? '';
  return setCookie.split(';')[0] ?? '';
}

/** A tiny but real PNG (1x1, transparent). */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
