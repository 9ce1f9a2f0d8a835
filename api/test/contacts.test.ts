// The contact endpoints' answers: what a sales or customer-service message stores, and how a
// bad body, a wrong method or a foreign origin is refused, storing nothing.
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
