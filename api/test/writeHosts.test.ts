// Every request that writes is answered for the site's own Hosts only: a DNS-rebinding page
// (Host and Origin both the attacker's name, Sec-Fetch-Site same-origin) posting the plain HTML
// forms gets 421 before any work: no message stored, no password checked, no cookie set.
import { contactFormPlaces } from '@pod/contracts/contactForms';
import { afterEach, describe, expect, it } from 'vitest';
import { upsertStaffAccount } from '../src/auth/staffAccounts.ts';
import { createApp } from '../src/createApp.ts';
import { validContact } from './contactsHarness.ts';
import { testConfig } from './support/testConfig.ts';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.ts';
import { STAFF } from './uploadHarness.ts';

let t: TestDatabase | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const REBOUND = 'evil.example';

async function siteApp() {
  t = await openTestDatabase();
  await upsertStaffAccount(t.sql, STAFF.username, STAFF.password);
  const app = createApp({
    config: testConfig({ DATA_DIR: t.dataDir, ALLOWED_HOSTS: 'shop.example' }),
    sql: t.sql,
    storage: null,
    serveSite: true,
  });
  const post = (host: string, path: string, fields: Record<string, string>) =>
    Promise.resolve(
      app.request(`http://${host}${path}`, {
        method: 'POST',
        headers: {
          Host: host,
          Origin: `http://${host}`,
          'Sec-Fetch-Site': 'same-origin',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(fields).toString(),
      }),
    );
  return { app, post, sql: t.sql };
}

describe('a write sent to a Host the site does not answer for', () => {
  it('is refused with 421 on each contact form post, and nothing is stored', async () => {
    const { post, sql } = await siteApp();
    for (const place of Object.values(contactFormPlaces)) {
      const res = await post(REBOUND, place.action, { ...validContact });
      expect(res.status, place.action).toBe(421);
      expect((await res.json()).error.code).toBe('unknown_host');
    }
    expect(await sql.selectFrom('contacts').select('id').execute()).toHaveLength(0);
  });

  it('is refused with 421 on sign-in with the right password, with no session cookie', async () => {
    const { post } = await siteApp();
    const res = await post(REBOUND, '/staff/sign-in', { ...STAFF, next: '/upload' });
    expect(res.status).toBe(421);
    expect(res.headers.getSetCookie()).toEqual([]);
    const out = await post(REBOUND, '/staff/sign-out', {});
    expect(out.status).toBe(421);
  });

  it('is refused with 421 on any other path and method that writes', async () => {
    const { app } = await siteApp();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      for (const path of ['/', '/contact', '/api/contacts', '/no/such/path']) {
        const res = await app.request(`http://${REBOUND}${path}`, {
          method,
          headers: { Host: REBOUND, Origin: `http://${REBOUND}` },
        });
        expect(res.status, `${method} ${path}`).toBe(421);
      }
  });

  it('is answered as before on the site own Host', async () => {
    const { post } = await siteApp();
    const res = await post('shop.example', contactFormPlaces.sales.action, { ...validContact });
    expect(res.status).toBe(303);
  });
});
