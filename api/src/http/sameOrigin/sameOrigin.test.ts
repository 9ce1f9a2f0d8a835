import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { crossSitePost } from './crossSitePost.ts';
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

describe('a post with neither Origin nor Sec-Fetch-Site (an old browser)', () => {
  const app = new Hono();
  app.use('/api/*', sameOriginOnly([]));
  app.post('/api/x', (c) => c.json({ ok: true }, 201));
  app.post('/form', (c) => c.json({ crossSite: crossSitePost(c, []) }));
  const post = (path: string, headers: Record<string, string>) =>
    app.request(`http://shop.example${path}`, { method: 'POST', headers });

  it('is refused when its Referer is a page of another site, on the API and on form posts', async () => {
    for (const referer of ['https://evil.example/page', 'http://shop.example.evil.example/', 'not a url']) {
      const api = await post('/api/x', { Referer: referer });
      expect(api.status, referer).toBe(403);
      expect(await api.json()).toEqual({
        error: { code: 'forbidden_origin', message: 'Requests must come from this site.' },
      });
      expect(await (await post('/form', { Referer: referer })).json(), referer).toEqual({ crossSite: true });
    }
  });

  it("is let through with this site's own Referer, or with none (curl)", async () => {
    const cases: Record<string, string>[] = [{ Referer: 'http://shop.example/contact?x=1' }, {}];
    for (const headers of cases) {
      expect((await post('/api/x', headers)).status).toBe(201);
      expect(await (await post('/form', headers)).json()).toEqual({ crossSite: false });
    }
  });

  it('is judged by Origin and Sec-Fetch-Site when a browser sends them, not by Referer', async () => {
    const headers = {
      Origin: 'http://shop.example',
      'Sec-Fetch-Site': 'same-origin',
      Referer: 'https://evil.example/',
    };
    expect((await post('/api/x', headers)).status).toBe(201);
    expect(await (await post('/form', headers)).json()).toEqual({ crossSite: false });
  });
});
