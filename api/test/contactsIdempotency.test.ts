// A contact message sent again under its Idempotency-Key is stored once, at one instance or two.
import { afterEach, describe, expect, it } from 'vitest';
import { type ContactsHarness, createHarness, validContact } from './contactsHarness.ts';

let h: ContactsHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
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
