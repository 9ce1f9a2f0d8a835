// The API answers the Hosts the pages answer: a DNS-rebinding name (an attacker's name pointed
// at this server, Host and Origin both that name) gets 421, never an answer from a route.
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/createApp.ts';
import { testConfig } from './support/testConfig.ts';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.ts';

let t: TestDatabase | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWith(env: Record<string, string>) {
  t = await openTestDatabase();
  return createApp({
    config: testConfig({ DATA_DIR: t.dataDir, ...env }),
    sql: t.sql,
    storage: null,
    serveSite: false,
  });
}

const from = (host: string, init: RequestInit = {}) => ({
  ...init,
  headers: { Host: host, ...(init.headers as Record<string, string> | undefined) },
});

describe('the Host an API request is sent to', () => {
  it('without PUBLIC_SITE_URL, a name not in ALLOWED_HOSTS gets 421 on every API route', async () => {
    const app = await appWith({ ALLOWED_HOSTS: 'shop.example' });
    const rebound = 'rebind.attacker.example';
    const health = await app.request(`http://${rebound}/api/health`, from(rebound));
    expect(health.status).toBe(421);
    expect((await health.json()).error.code).toBe('unknown_host');
    const login = await app.request(
      `http://${rebound}/api/auth/login`,
      from(rebound, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: `http://${rebound}` },
        body: JSON.stringify({ username: 'someone', password: 'anything' }),
      }),
    );
    expect(login.status).toBe(421);
  });

  it('answers an allowed name and this machine own names', async () => {
    const app = await appWith({ ALLOWED_HOSTS: 'shop.example' });
    expect((await app.request('http://shop.example/api/health', from('shop.example'))).status).toBe(200);
    expect((await app.request('http://localhost:3000/api/health', from('localhost:3000'))).status).toBe(200);
  });

  it('with PUBLIC_SITE_URL, answers any Host as the pages do (the Origin must then be the site)', async () => {
    const app = await appWith({ PUBLIC_SITE_URL: 'https://shop.example' });
    expect((await app.request('http://10.0.0.7/api/health', from('10.0.0.7'))).status).toBe(200);
  });
});
