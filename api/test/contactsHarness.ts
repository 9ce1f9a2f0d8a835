// An in-process app over a temporary SQLite file, for the contacts tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { loadCoreConfig } from '../src/config.ts';
import { type ContactSettings, defaultContactSettings } from '../src/contacts/contactSettings.ts';
import { createApp } from '../src/createApp.ts';
import type { Db } from '../src/db/openDatabase.ts';
import { openServerDatabase } from '../src/db/openSiteDatabase.ts';

export const ORIGIN = 'http://localhost';

export interface ContactsHarness {
  app: Hono;
  db: Db;
  dataDir: string;
  close: () => void;
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Response>;
  rows: () => ContactRow[];
}

export interface ContactRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string | null;
  message: string;
  source: string;
  created_at: string;
}

export function createHarness({
  trustProxyHops = 0,
  dbBusyRetryMs,
  ...contacts
}: Partial<ContactSettings> & { trustProxyHops?: number; dbBusyRetryMs?: number } = {}): ContactsHarness {
  const dataDir = mkdtempSync(join(tmpdir(), 'pod-contacts-'));
  // As the server opens it: a near-zero busy timeout, writes retried on a timer.
  const { db } = openServerDatabase(dataDir);
  const config = { ...loadCoreConfig({ DATA_DIR: dataDir }), trustProxyHops };
  const app = createApp({
    config,
    db,
    storage: null,
    serveSite: false,
    ...(dbBusyRetryMs !== undefined ? { dbBusyRetryMs } : {}),
    contacts: { ...defaultContactSettings, rateLimitMax: 0, ...contacts },
  });
  return {
    app,
    db,
    dataDir,
    close: () => {
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    post: (path, body, headers = {}) =>
      Promise.resolve(
        app.request(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      ),
    rows: () =>
      db
        .prepare(
          'SELECT id, first_name, last_name, email, company, message, source, created_at FROM contacts ORDER BY rowid',
        )
        .all() as ContactRow[],
  };
}

export const validContact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'We need 500 hoodies with our logo.',
};
