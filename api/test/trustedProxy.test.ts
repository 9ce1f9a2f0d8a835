// X-Forwarded-For is read only from a proxy TRUST_PROXY names: behind it, each visitor has its own
// budget and cannot dodge it with entries of its own; reached directly, the header buys nothing.
import { describe, expect, it } from 'vitest';
import { createHarness, validContact } from './contactsHarness.ts';
import { peerBindings } from './support/requestsFrom.ts';

const contact = (xForwardedFor: string) => ({
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    Origin: 'http://localhost',
    'X-Forwarded-For': xForwardedFor,
  },
  body: JSON.stringify(validContact),
});

describe('TRUST_PROXY names the proxies whose X-Forwarded-For is read', () => {
  it('behind a trusted proxy, a client cannot dodge the limit by writing its own entries', async () => {
    const h = await createHarness({ rateLimitMax: 2, behindProxy: true });
    try {
      // The proxy appends the real client (198.51.100.9) after whatever the client sent.
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1)
        statuses.push((await h.app.request('/api/contacts', contact(`10.9.${i}.1, 198.51.100.9`))).status);
      expect(statuses).toEqual([201, 201, 429, 429, 429]);
      // Another visitor behind the same proxy has a budget of its own.
      expect((await h.app.request('/api/contacts', contact('198.51.100.10'))).status).toBe(201);
    } finally {
      await h.close();
    }
  });

  it('reached directly by a peer it does not name, a forged X-Forwarded-For buys no fresh budget', async () => {
    const h = await createHarness({ rateLimitMax: 2, behindProxy: true });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1)
        statuses.push(
          (await h.app.request('/api/contacts', contact(`203.0.113.${i}`), peerBindings('192.0.2.50')))
            .status,
        );
      expect(statuses).toEqual([201, 201, 429, 429, 429]);
      expect(await h.rows()).toHaveLength(2);
    } finally {
      await h.close();
    }
  });
});
