// Behind trusted proxies the client is the address the nearest trusted proxy appended.
import { describe, expect, it } from 'vitest';
import { createHarness, validContact } from './contactsHarness.ts';

describe('TRUST_PROXY takes the address the trusted proxy appended', () => {
  it('a client cannot dodge the limit by writing its own X-Forwarded-For entries', async () => {
    const h = await createHarness({ rateLimitMax: 2, trustProxyHops: 1 });
    try {
      // The proxy appends the real client (198.51.100.9) after whatever the client sent.
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await h.post('/api/contacts', validContact, {
          'X-Forwarded-For': `10.0.${i}.1, 198.51.100.9`,
        });
        statuses.push(res.status);
      }
      console.log(`spoofed X-Forwarded-For, limit 2: ${statuses.join(',')}`);
      expect(statuses).toEqual([201, 201, 429, 429, 429]);
    } finally {
      await h.close();
    }
  });
});
