import { afterEach, describe, expect, it } from 'vitest';
import { type ContactsHarness, createHarness, validContact } from './contactsHarness.ts';

let h: ContactsHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('POST /api/contacts and /api/contacts/cs', () => {
  it('stores a sales message and answers 201 with its id and timestamp', async () => {
    h = await createHarness();
    const res = await h.post('/api/contacts', { ...validContact, firstName: '  Ada  ' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; createdAt: string };
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    expect(await h.rows()).toEqual([
      {
        id: body.id,
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        company: 'Analytical Engines',
        message: validContact.message,
        source: 'sales',
        created_at: body.createdAt,
      },
    ]);
  });

  it('marks customer-service messages and stores an empty company as null', async () => {
    h = await createHarness();
    const res = await h.post('/api/contacts/cs', { ...validContact, company: '' });
    expect(res.status).toBe(201);
    expect(await h.rows()).toMatchObject([{ source: 'customer_service', company: null }]);
  });

  it('stores text verbatim, markup included (it is escaped where shown, never interpreted)', async () => {
    h = await createHarness();
    const message = '<script>alert(1)</script> & <img src=x onerror=alert(2)>';
    expect((await h.post('/api/contacts', { ...validContact, message })).status).toBe(201);
    expect((await h.rows())[0]?.message).toBe(message);
  });

  it('answers 400 with field messages for invalid fields and stores nothing', async () => {
    h = await createHarness();
    const res = await h.post('/api/contacts', { ...validContact, email: 'nope', firstName: '' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'invalid_fields',
        message: 'Some fields are missing or invalid.',
        fields: { email: 'Email must be a valid email', firstName: 'Required' },
      },
    });
    expect(await h.rows()).toEqual([]);
  });

  it('answers 400 for a JSON body that is not an object, malformed JSON or bad UTF-8', async () => {
    h = await createHarness();
    for (const body of ['[]', 'null', '"x"', '{"firstName":', '']) {
      const res = await h.post('/api/contacts', body);
      expect(res.status, body).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toMatch(/^invalid_/);
    }
    const res = await h.app.request('/api/contacts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_encoding' } });
  });

  it('answers 415 for a body that is not declared JSON', async () => {
    h = await createHarness();
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await h.post('/api/contacts/cs', validContact, { 'Content-Type': type });
      expect(res.status, type).toBe(415);
      expect(await res.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
    }
    const ok = await h.post('/api/contacts', validContact, {
      'Content-Type': 'Application/JSON; charset=UTF-8',
    });
    expect(ok.status).toBe(201);
    expect(await h.rows()).toHaveLength(1);
  });

  it('answers 413 past the body limit, by Content-Length or by streamed bytes', async () => {
    h = await createHarness({ bodyLimitBytes: 2048 });
    const big = { ...validContact, message: 'x'.repeat(3000) };
    const res = await h.post('/api/contacts', big);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: 'payload_too_large' } });

    // No Content-Length: a streamed (chunked) body is counted as it arrives.
    const chunk = new TextEncoder().encode(' '.repeat(1024));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const streamed = await h.app.request('/api/contacts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await h.rows()).toEqual([]);
  });

  it('answers a filled honeypot like success but stores nothing', async () => {
    h = await createHarness();
    const res = await h.post('/api/contacts', { ...validContact, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ id: expect.any(String), createdAt: expect.any(String) });
    const garbage = await h.post('/api/contacts/cs', { website: 'x', email: 'bad' });
    expect(garbage.status).toBe(201);
    expect(await h.rows()).toEqual([]);
  });

  it('answers 405 with Allow for other methods (GET /api/contacts is the staff inbox)', async () => {
    h = await createHarness();
    for (const [path, allow] of [
      ['/api/contacts', 'GET, POST'],
      ['/api/contacts/cs', 'POST'],
    ] as const) {
      const res = await h.app.request(path, { method: 'DELETE' });
      expect(res.status).toBe(405);
      expect(res.headers.get('Allow')).toBe(allow);
      expect(await res.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
    }
  });

  it('refuses a foreign origin and a cross-site fetch with 403', async () => {
    h = await createHarness();
    const foreign = await h.post('/api/contacts', validContact, { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: { code: 'forbidden_origin' } });
    const nullOrigin = await h.post('/api/contacts', validContact, { Origin: 'null' });
    expect(nullOrigin.status).toBe(403);
    const crossSite = await h.post('/api/contacts/cs', validContact, { 'Sec-Fetch-Site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(await h.rows()).toEqual([]);
  });
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
    h = await createHarness({ rateLimitMax: 3, rateLimitWindowMs: 60_000, trustProxyHops: 1 });
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
    h = await createHarness({ rateLimitMax: 1, trustProxyHops: 1 });
    const a = await h.post('/api/contacts', validContact, { 'X-Forwarded-For': '203.0.113.1' });
    const b = await h.post('/api/contacts', validContact, { 'X-Forwarded-For': '203.0.113.2, 10.0.0.1' });
    const a2 = await h.post('/api/contacts', validContact, { 'X-Forwarded-For': '203.0.113.1' });
    expect([a.status, b.status, a2.status]).toEqual([201, 201, 429]);
  });
});

describe('a message sent again under its Idempotency-Key', () => {
  const key = { 'Idempotency-Key': '6f1c2a9e-0b7d-4e53-9a61-3c2f8d7e5b40' };

  it('is stored once, and the retry is answered with the first answer', async () => {
    h = await createHarness();
    const first = await h.post('/api/contacts', validContact, key);
    expect(first.status).toBe(201);
    const retry = await h.post('/api/contacts', validContact, key);
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(await first.json());
    expect(await h.rows()).toHaveLength(1);
  });

  it('is stored once when both copies arrive at the same time, at two instances', async () => {
    h = await createHarness();
    const other = h.addInstance();
    const answers = await Promise.all([
      h.post('/api/contacts', validContact, key),
      other.post('/api/contacts', validContact, key),
    ]);
    expect(answers.map((res) => res.status)).toEqual([201, 201]);
    const [a, b] = await Promise.all(answers.map((res) => res.json()));
    expect(a).toEqual(b);
    expect(await h.rows()).toHaveLength(1);
  });

  it('is refused with 422 when the key comes with a different message, and stores nothing more', async () => {
    h = await createHarness();
    expect((await h.post('/api/contacts', validContact, key)).status).toBe(201);
    const changed = await h.post('/api/contacts', { ...validContact, message: 'Now 600 hoodies.' }, key);
    expect(changed.status).toBe(422);
    expect(((await changed.json()) as { error: { code: string } }).error.code).toBe('idempotency_key_reused');
    const otherForm = await h.post('/api/contacts/cs', validContact, key);
    expect(otherForm.status).toBe(422);
    expect(await h.rows()).toHaveLength(1);
  });

  it('without a key, every post is a new message; a malformed key is a 400', async () => {
    h = await createHarness();
    expect((await h.post('/api/contacts', validContact)).status).toBe(201);
    expect((await h.post('/api/contacts', validContact)).status).toBe(201);
    const bad = await h.post('/api/contacts', validContact, { 'Idempotency-Key': 'short' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('invalid_idempotency_key');
    expect(await h.rows()).toHaveLength(2);
  });
});
