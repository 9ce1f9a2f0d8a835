// The API in-process over a temporary SQLite file, with a staff account and, when asked,
// the lead notifier (e-mail outbox) running against a test SMTP server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { upsertStaffAccount } from '../../src/auth/staffAccounts.ts';
import { loadCoreConfig } from '../../src/config.ts';
import { defaultContactSettings } from '../../src/contacts/contactSettings.ts';
import { createContactStore } from '../../src/contacts/contactStore.ts';
import { createApp } from '../../src/createApp.ts';
import type { Db } from '../../src/db/openDatabase.ts';
import { openSiteDatabase } from '../../src/db/openSiteDatabase.ts';
import { type LeadNotifier, startLeadNotifier } from '../../src/leads/leadNotifier.ts';
import { type LeadMailSettings, loadLeadMailSettings } from '../../src/leads/leadSettings.ts';
import { jsonRequest, STAFF, signIn } from '../uploadHarness.ts';

export { jsonRequest, SITE, STAFF } from '../uploadHarness.ts';

export interface LeadsHarness {
  app: Hono;
  db: Db;
  notifier: LeadNotifier | undefined;
  cookie: string;
  /** Posts a lead through the public form endpoint, answers its id. */
  postLead(fields?: Partial<typeof lead>, form?: 'sales' | 'cs'): Promise<string>;
  get(path: string, cookie?: string): Promise<Response>;
  close(): Promise<void>;
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
    ...loadLeadMailSettings({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'PrintHaus Website <website@printhaus.test>',
      LEADS_SALES_TO: 'sales@printhaus.test',
      LEADS_SUPPORT_TO: 'support@printhaus.test',
      PUBLIC_SITE_URL: 'https://www.printhaus.test',
    }),
    retryBaseMs: 100,
    retryMaxMs: 400,
    ...overrides,
  };
}

export async function startLeadsHarness(options: { mail?: LeadMailSettings } = {}): Promise<LeadsHarness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pod-leads-'));
  const db = openSiteDatabase(dataDir);
  await upsertStaffAccount(db, STAFF.username, STAFF.password);
  const notifier = options.mail
    ? startLeadNotifier({ db, settings: options.mail, log: () => {} })
    : undefined;
  const app = createApp({
    config: loadCoreConfig({ DATA_DIR: dataDir }),
    db,
    storage: null,
    serveSite: false,
    contacts: { ...defaultContactSettings, rateLimitMax: 0 },
    ...(notifier ? { leadNotifier: notifier } : {}),
  });
  const cookie = await signIn(app);
  return {
    app,
    db,
    notifier,
    cookie,
    async postLead(fields = {}, form = 'sales') {
      const res = await jsonRequest(app, 'POST', form === 'sales' ? '/api/contacts' : '/api/contacts/cs', {
        ...lead,
        ...fields,
      });
      if (res.status !== 201) throw new Error(`post failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: string }).id;
    },
    get: (path, withCookie = cookie) => jsonRequest(app, 'GET', path, undefined, withCookie),
    async close() {
      await notifier?.stop();
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Many leads at once, through the same store (and outbox) as the form endpoint. */
export function seedLeads(
  db: Db,
  count: number,
  make: (n: number) => Partial<typeof lead> = () => ({}),
): void {
  const store = createContactStore(db);
  db.transaction(() => {
    for (let n = 0; n < count; n++)
      store.add({ ...lead, ...make(n) }, n % 3 === 0 ? 'customer_service' : 'sales');
  })();
}
