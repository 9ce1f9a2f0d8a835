// A page that is the same for everyone who asks its address tells a CDN or reverse proxy in
// front that it may keep it a few seconds; a page with a form key, a signed-in name or a post's
// answer never does, nor does a 404; browsers are always told to ask again (no-cache).
import { FORM_KEY_SLOT } from '@pod/contracts/formAnswer';
import { prerenderedPage, publishedRoute, remotePrerender } from '@pod/deploy-format/testing';
import { describe, expect, it } from 'vitest';
import { SHARED_CACHE_FRESHNESS } from './answerPage.ts';
import { createSiteServer } from './siteServer.ts';
import { prerenderedSiteFixture } from './testing/builtSiteFixture.ts';
import { siteSettings } from './testing/siteSettings.ts';

function site() {
  const pages = remotePrerender('pages', 'p4ges1', {
    routes: [publishedRoute('/plain', './Plain'), publishedRoute('/ask', './Ask')],
    heads: { '/plain': { title: 'Plain' }, '/ask': { title: 'Ask' } },
    pages: {
      '/plain': prerenderedPage('./Plain', '<h1>Plain</h1>'),
      '/ask': prerenderedPage(
        './Ask',
        `<form><input type="hidden" name="formKey" value="${FORM_KEY_SLOT}"/></form>`,
      ),
    },
  });
  const server = createSiteServer(siteSettings(prerenderedSiteFixture(pages)));
  server.routes.post('/ask/messages', (c) =>
    server.answerForm(c, '/ask', {
      status: 422,
      form: { values: {}, errors: {}, summary: [] },
      formKey: 'a-page-key-0123456789',
    }),
  );
  return server;
}

const ask = (server: ReturnType<typeof site>, path: string, init: RequestInit = {}) =>
  server.routes.request(`http://localhost:3000${path}`, { ...init, headers: { Host: 'localhost:3000' } });

describe('what a cache in front is told of a page', () => {
  it('may keep a page that is the same for everyone a few seconds, also for a query; browsers ask again', async () => {
    const server = site();
    for (const path of ['/plain', '/plain?q=ship']) {
      const res = await ask(server, path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('CDN-Cache-Control'), path).toBe(SHARED_CACHE_FRESHNESS);
      expect(res.headers.get('Cache-Control'), path).toBe('no-cache');
    }
  });

  it('is told nothing for a page with a form key, a post answer or a 404', async () => {
    const server = site();
    expect((await ask(server, '/ask')).headers.get('CDN-Cache-Control')).toBeNull();
    expect(
      (await ask(server, '/ask/messages', { method: 'POST' })).headers.get('CDN-Cache-Control'),
    ).toBeNull();
    const missing = await ask(server, '/nowhere');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('CDN-Cache-Control')).toBeNull();
  });
});
