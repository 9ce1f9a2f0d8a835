// Security headers and the same-origin rule, as the contact endpoints see them (the middleware
// alone: src/http/securityHeaders.test.ts and src/http/sameOrigin.test.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { type ContactsHarness, createHarness, validContact } from './contactsHarness.ts';
import { expectBaseHeaders } from './support/securityHeaderChecks.ts';

let h: ContactsHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('security headers', () => {
  it('are on every contacts answer: 201, 400, 403, 405, 413, 415, 429 and unknown API paths', async () => {
    h = await createHarness({ rateLimitMax: 1, bodyLimitBytes: 1024 });
    const answers = [
      await h.post('/api/contacts', validContact),
      await h.post('/api/contacts', validContact),
    ];
    await h.close();
    h = await createHarness({ bodyLimitBytes: 1024 });
    answers.push(
      await h.post('/api/contacts', { ...validContact, email: 'x' }),
      await h.post('/api/contacts', validContact, { Origin: 'https://evil.example' }),
      await h.app.request('/api/contacts', { method: 'DELETE' }),
      await h.post('/api/contacts', { ...validContact, message: 'x'.repeat(2000) }),
      await h.post('/api/contacts', 'a=b', { 'Content-Type': 'application/x-www-form-urlencoded' }),
      await h.app.request('/api/nothing-here'),
    );
    expect(answers.map((res) => res.status)).toEqual([201, 429, 400, 403, 405, 413, 415, 404]);
    for (const res of answers) {
      expectBaseHeaders(res);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(res.headers.get('Strict-Transport-Security')).toBeNull();
    }
  });
});

describe('same-origin rule for state-changing requests', () => {
  it('accepts the own origin, same-origin fetch metadata and non-browser clients', async () => {
    h = await createHarness();
    const own = await h.post('/api/contacts', validContact);
    const sameOrigin = await h.post('/api/contacts', validContact, { 'Sec-Fetch-Site': 'same-origin' });
    const noOrigin = await h.app.request('/api/contacts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validContact),
    });
    expect([own.status, sameOrigin.status, noOrigin.status]).toEqual([201, 201, 201]);
  });

  it('refuses look-alike origins', async () => {
    h = await createHarness();
    for (const origin of [
      'http://localhost.evil.example',
      'http://evil.localhost',
      'http://localhost:8080',
      'null',
    ]) {
      const res = await h.post('/api/contacts', validContact, { Origin: origin });
      expect(res.status, origin).toBe(403);
    }
    expect(await h.rows()).toEqual([]);
  });

  it('accepts https from the browser when a TLS proxy forwards plain http to the server', async () => {
    h = await createHarness();
    const res = await h.post('/api/contacts', validContact, { Origin: 'https://localhost' });
    expect(res.status).toBe(201);
  });
});
