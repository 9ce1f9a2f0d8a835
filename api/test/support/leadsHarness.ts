// The API in-process over a fresh test database (SQLite file or PostgreSQL schema, by
// vitest project), with a staff account and, when asked, the lead notifier (e-mail
// outbox) running against a test SMTP server.
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { Insertable } from 'kysely';
import { upsertStaffAccount } from '../../src/auth/staffAccounts.ts';
import type { LeadMailSettings } from '../../src/config/leadsConfig.ts';
import { createApp } from '../../src/createApp.ts';
import type { Database } from '../../src/db/database.ts';
import { inTransaction } from '../../src/db/inTransaction.ts';
import type { SqlClient } from '../../src/db/sqlClient.ts';
import { type LeadNotifier, startLeadNotifier } from '../../src/leads/leadNotifier.ts';
import type { MailSender } from '../../src/leads/mailSender.ts';
import { jsonRequest, STAFF, signIn } from '../uploadHarness.ts';
import { openSecondClient } from './sharedDatabase.ts';
import { testConfig } from './testConfig.ts';
import { openTestDatabase, type TestDatabase } from './testDatabase.ts';

export { jsonRequest, SITE, STAFF } from '../uploadHarness.ts';

export interface LeadsHarness extends LeadsInstance {
  database: TestDatabase;
  /** A signed-in staff member's session cookie. */
  cookie: string;
  get(path: string, cookie?: string): Promise<Response>;
  /**
   * Another API instance over the same database (its own client and, given mail settings,
   * its own notifier), as behind a load balancer; closed with the harness.
   */
  addInstance(options?: InstanceOptions): LeadsInstance;
  close(): Promise<void>;
}

export interface InstanceOptions {
  mail?: LeadMailSettings;
  /** Default with mail: SMTP over mail.smtpUrl. */
  sender?: MailSender;
}

/** One API instance of a harness. */
export interface LeadsInstance {
  app: Hono;
  sql: SqlClient;
  notifier: LeadNotifier | undefined;
  /** Posts a lead through the public form endpoint, answers its id. */
  postLead(fields?: Partial<typeof lead>, form?: 'sales' | 'cs'): Promise<string>;
}

export const lead = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'We need 500 hoodies with our logo.',
};

export function mailSettings(smtpPort: number, overrides: Partial<LeadMailSettings> = {}): LeadMailSettings {
  return {
    ...testConfig({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'PrintHaus Website <website@printhaus.test>',
      LEADS_SALES_TO: 'sales@printhaus.test',
      LEADS_SUPPORT_TO: 'support@printhaus.test',
      PUBLIC_SITE_URL: 'https://www.printhaus.test',
    }).leads,
    retryBaseMs: 100,
    retryMaxMs: 400,
    ...overrides,
  };
}

function startInstance(database: TestDatabase, sql: SqlClient, options: InstanceOptions): LeadsInstance {
  const notifier = options.mail
    ? startLeadNotifier({
        sql,
        settings: options.mail,
        ...(options.sender ? { sender: options.sender } : {}),
        log: () => {},
      })
    : undefined;
  const app = createApp({
    config: testConfig({ DATA_DIR: database.dataDir }, { contacts: { rateLimitMax: 0 } }),
    sql,
    storage: null,
    serveSite: false,
    ...(notifier ? { leadNotifier: notifier } : {}),
  });
  return {
    app,
    sql,
    notifier,
    async postLead(fields = {}, form = 'sales') {
      const res = await jsonRequest(app, 'POST', form === 'sales' ? '/api/contacts' : '/api/contacts/cs', {
        ...lead,
        ...fields,
      });
      if (res.status !== 201) throw new Error(`post failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: string }).id;
    },
  };
}

export async function startLeadsHarness(options: InstanceOptions = {}): Promise<LeadsHarness> {
  const database = await openTestDatabase();
  await upsertStaffAccount(database.sql, STAFF.username, STAFF.password);
  const first = startInstance(database, database.sql, options);
  const others: LeadsInstance[] = [];
  const cookie = await signIn(first.app);
  return {
    ...first,
    database,
    cookie,
    get: (path, withCookie = cookie) => jsonRequest(first.app, 'GET', path, undefined, withCookie),
    addInstance(instanceOptions = {}) {
      const instance = startInstance(database, openSecondClient(database), instanceOptions);
      others.push(instance);
      return instance;
    },
    async close() {
      // Notifiers first: a send under way finishes before its database goes.
      for (const instance of [first, ...others]) await instance.notifier?.stop();
      for (const instance of others.splice(0)) await instance.sql.destroy();
      await database.close();
    },
  };
}

const SEED_CHUNK = 500;

/**
 * Many leads at once, as the form endpoint stores them (lead + "off" outbox row), in
 * insertion order; in multi-row statements, since 100,000 single round trips to PostgreSQL
 * would take most of a test's time. Every third one comes from the customer-service form.
 */
export async function seedLeads(
  sql: SqlClient,
  count: number,
  make: (n: number) => Partial<typeof lead> = () => ({}),
): Promise<void> {
  await inTransaction(sql, async (tx) => {
    for (let start = 0; start < count; start += SEED_CHUNK) {
      const contacts: Insertable<Database['contacts']>[] = [];
      const outbox: Insertable<Database['lead_notifications']>[] = [];
      const end = Math.min(count, start + SEED_CHUNK);
      for (let n = start; n < end; n++) {
        const fields = { ...lead, ...make(n) };
        const id = randomUUID();
        const createdAt = new Date();
        contacts.push({
          id,
          first_name: fields.firstName,
          last_name: fields.lastName,
          email: fields.email,
          company: fields.company,
          message: fields.message,
          source: n % 3 === 0 ? 'customer_service' : 'sales',
          created_at: createdAt.toISOString(),
        });
        outbox.push({ contact_id: id, state: 'off', next_attempt_at: createdAt.getTime() });
      }
      await tx.insertInto('contacts').values(contacts).execute();
      await tx.insertInto('lead_notifications').values(outbox).execute();
    }
  });
}
