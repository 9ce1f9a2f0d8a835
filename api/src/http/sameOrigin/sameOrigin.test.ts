import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { sameOriginOnly } from './sameOrigin.ts';

describe('same-origin rule for state-changing requests', () => {
  it('with PUBLIC_SITE_URL set, accepts exactly the listed origins', async () => {
    const app = new Hono();
    app.use('/api/*', sameOriginOnly(['https://shop.example', 'https://www.shop.example']));
    app.post('/api/x', (c) => c.json({ ok: true }, 201));
    const post = (origin: string) =>
      app.request('https://shop.example/api/x', { method: 'POST', headers: { Origin: origin } });
    expect((await post('https://shop.example')).status).toBe(201);
    expect((await post('https://www.shop.example')).status).toBe(201);
    expect((await post('http://shop.example')).status).toBe(403);
    expect((await post('https://evil.example')).status).toBe(403);
  });
});
