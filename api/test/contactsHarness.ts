// The API in-process over a fresh test database (SQLite file or PostgreSQL schema, by
// vitest project), for the contacts tests.

import type { Hono } from 'hono';
import type { Selectable } from 'kysely';
import type { ContactSettings } from '../src/config/contactsConfig.ts';
import { createApp } from '../src/createApp.ts';
import type { Database } from '../src/db/database.ts';
import type { SqlClient } from '../src/db/sqlClient.ts';
import { PROXY, requestsFrom } from './support/requestsFrom.ts';
import { openSecondClient } from './support/sharedDatabase.ts';
import { testConfig } from './support/testConfig.ts';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.ts';

export const ORIGIN = 'http://localhost';

type Post = (path: string, body: unknown, headers?: Record<string, string>) => Promise<Response>;

/** One API instance: an app over its own client of the database. */
export interface ContactsInstance {
  app: Hono;
  sql: SqlClient;
  post: Post;
}

export interface ContactsHarness extends ContactsInstance {
  database: TestDatabase;
  dataDir: string;
  /** Closes every instance's client, then drops the database. */
  close: () => Promise<void>;
  /** Stored contacts in insertion order (explicit columns: PostgreSQL's table has a rowid column). */
  rows: () => Promise<ContactRow[]>;
  /** Another API instance over the same database with the same settings, as behind a load balancer. */
  addInstance: () => ContactsInstance;
}

const CONTACT_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'company',
  'message',
  'source',
  'created_at',
] as const;

export type ContactRow = Pick<Selectable<Database['contacts']>, (typeof CONTACT_COLUMNS)[number]>;

export type HarnessOptions = Partial<ContactSettings> & {
  /** Requests arrive from a proxy TRUST_PROXY names (PROXY), which sets X-Forwarded-For. */
  behindProxy?: boolean;
  /** How long a statement retries while another SQLite connection holds the write lock. */
  busyRetryMs?: number;
};

export async function createHarness({
  behindProxy = false,
  busyRetryMs,
  ...contacts
}: HarnessOptions = {}): Promise<ContactsHarness> {
  // As the server opens it: SQLite with a near-zero busy timeout, writes retried on a timer.
  const database = await openTestDatabase(busyRetryMs === undefined ? {} : { busyRetryMs });
  const config = testConfig(
    { DATA_DIR: database.dataDir },
    {
      core: { trustedProxies: behindProxy ? PROXY.trusted : [] },
      contacts: { rateLimitMax: 0, ...contacts },
    },
  );
  const instance = (sql: SqlClient): ContactsInstance => {
    const created = createApp({ config, sql, storage: null, serveSite: false });
    const app = behindProxy ? requestsFrom(created, PROXY.address) : created;
    return {
      app,
      sql,
      post: (path, body, headers = {}) =>
        Promise.resolve(
          app.request(path, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers },
            body: typeof body === 'string' ? body : JSON.stringify(body),
          }),
        ),
    };
  };
  const extraClients: SqlClient[] = [];
  return {
    ...instance(database.sql),
    database,
    dataDir: database.dataDir,
    async close() {
      for (const client of extraClients.splice(0)) await client.destroy();
      await database.close();
    },
    rows: () => database.sql.selectFrom('contacts').select(CONTACT_COLUMNS).orderBy('rowid').execute(),
    addInstance() {
      const sql = openSecondClient(database, busyRetryMs === undefined ? {} : { busyRetryMs });
      extraClients.push(sql);
      return instance(sql);
    },
  };
}

export const validContact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'We need 500 hoodies with our logo.',
};
