// The contact rate limit: one budget a client, shared by both forms and by every API instance
// on the database, counted in the shared counters.
import { afterEach, describe, expect, it } from 'vitest';
import { type ContactsHarness, createHarness, validContact } from './contactsHarness.ts';

let h: ContactsHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the per-client limit, shared by both forms', async () => {
    h = await createHarness({ rateLimitMax: 3, rateLimitWindowMs: 60_000 });
    const statuses: number[] = [];
    for (const path of ['/api/contacts', '/api/contacts/cs', '/api/contacts', '/api/contacts/cs']) {
      statuses.push((await h.post(path, validContact)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const res = await h.post('/api/contacts', validContact);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await res.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(await h.rows()).toHaveLength(3);
  });

  it('starts a new window once the old one ends', async () => {
    h = await createHarness({ rateLimitMax: 1, rateLimitWindowMs: 400 });
    expect((await h.post('/api/contacts', validContact)).status).toBe(201);
    const limited = await h.post('/api/contacts', validContact);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('1'); // whole seconds, at least 1
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await h.post('/api/contacts/cs', validContact)).status).toBe(201);
    expect(await h.rows()).toHaveLength(2);
  });

  it('is one budget for every API instance on the database', async () => {
    h = await createHarness({ rateLimitMax: 3, rateLimitWindowMs: 60_000 });
    const first = h;
    const second = h.addInstance(); // its own connection (pool), as another process has
    const statuses: number[] = [];
    for (const instance of [first, second, first, second]) {
      statuses.push((await instance.post('/api/contacts', validContact)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(await h.rows()).toHaveLength(3);
  });

  it('lets exactly the budget through when one client posts to both instances at once', async () => {
    h = await createHarness({ rateLimitMax: 3, rateLimitWindowMs: 60_000, behindProxy: true });
    const instances = [h, h.addInstance()];
    const from = (client: string) => ({ 'X-Forwarded-For': client });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        instances[n % 2]?.post('/api/contacts', validContact, from('203.0.113.7')),
      ),
    );
    const statuses = answers.map((res) => res?.status).sort();
    expect(statuses).toEqual([...Array(3).fill(201), ...Array(9).fill(429)]);
    // Another client still has its own budget, on either instance.
    expect((await instances[1]?.post('/api/contacts', validContact, from('198.51.100.2')))?.status).toBe(201);
    expect(await h.rows()).toHaveLength(4);
    const counted = await h.sql
      .selectFrom('shared_counters')
      .select(['key', 'count'])
      .orderBy('key')
      .execute();
    expect(counted).toEqual([
      { key: 'contact:198.51.100.2', count: 1 },
      { key: 'contact:203.0.113.7', count: 12 },
    ]);
  });

  it('counts nothing when turned off (max 0)', async () => {
    h = await createHarness({ rateLimitMax: 0 });
    for (let i = 0; i < 12; i++) expect((await h.post('/api/contacts', validContact)).status).toBe(201);
    expect(await h.sql.selectFrom('shared_counters').select('key').execute()).toEqual([]);
  });

  it('keys clients by X-Forwarded-For only when the proxy is trusted', async () => {
    h = await createHarness({ rateLimitMax: 1, behindProxy: true });
    const a = await h.post('/api/contacts', validContact, { 'X-Forwarded-For': '203.0.113.1' });
    const b = await h.post('/api/contacts', validContact, { 'X-Forwarded-For': '203.0.113.2, 10.0.0.1' });
    const a2 = await h.post('/api/contacts', validContact, { 'X-Forwarded-For': '203.0.113.1' });
    expect([a.status, b.status, a2.status]).toEqual([201, 201, 429]);
  });
});
