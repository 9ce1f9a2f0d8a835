import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { noneMatchHits } from './entityTags.ts';
import { createSiteServer } from './siteServer.ts';
import { builtSiteFixture } from './testing/builtSiteFixture.ts';
import { siteSettings } from './testing/siteSettings.ts';

function site() {
  const root = builtSiteFixture();
  return {
    root,
    server: createSiteServer(siteSettings(root, { siteOrigins: ['http://localhost:3000'] })),
  };
}

const ask = (
  server: ReturnType<typeof createSiteServer>,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
) =>
  server.routes.request(`http://localhost:3000${path}`, {
    method,
    headers: { Host: 'localhost:3000', 'Accept-Encoding': 'br, gzip', ...headers },
  });

describe('a page the browser already holds', () => {
  it('is answered 304 with no body when the browser names its tag, with the headers of a full answer', async () => {
    const { server } = site();
    const first = await ask(server, '/contact');
    expect(first.status).toBe(200);
    const tag = first.headers.get('ETag') ?? '';
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('Cache-Control')).toBe('no-cache');

    const again = await ask(server, '/contact', { 'If-None-Match': tag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(tag);
    expect(again.headers.get('Cache-Control')).toBe('no-cache');
    expect(again.headers.get('Content-Type')).toContain('text/html');

    // The same page, whichever encoding it was sent in, and in a list of tags.
    expect(
      (await ask(server, '/contact', { 'If-None-Match': tag, 'Accept-Encoding': 'identity' })).status,
    ).toBe(304);
    expect((await ask(server, '/contact', { 'If-None-Match': `"other", ${tag}` })).status).toBe(304);
    expect((await ask(server, '/contact', { 'If-None-Match': tag }, 'HEAD')).status).toBe(304);
  });

  it('is sent whole under a new tag once its remote ships a change', async () => {
    const { root, server } = site();
    const tag = (await ask(server, '/contact')).headers.get('ETag') ?? '';
    const file = join(root, 'remotes', 'forms', 'dist', 'prerender.json');
    const prerender = JSON.parse(readFileSync(file, 'utf8'));
    prerender.heads['/contact'] = { title: 'Contact us, now with a longer title' };
    writeFileSync(file, JSON.stringify(prerender));

    const changed = await ask(server, '/contact', { 'If-None-Match': tag, 'Accept-Encoding': 'identity' });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('Contact us, now with a longer title');
    expect(changed.headers.get('ETag')).not.toBe(tag);
  });

  it('is sent whole to a browser holding another page, and a missing page carries no tag', async () => {
    const { server } = site();
    expect((await ask(server, '/contact', { 'If-None-Match': 'W/"not-this-page"' })).status).toBe(200);
    const missing = await ask(server, '/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('ETag')).toBeNull();
  });
});

describe('If-None-Match', () => {
  it('compares weakly, in a list, and takes *', () => {
    expect(noneMatchHits('W/"a"', 'W/"a"')).toBe(true);
    expect(noneMatchHits('"a"', 'W/"a"')).toBe(true);
    expect(noneMatchHits(' "b" , W/"a"', '"a"')).toBe(true);
    expect(noneMatchHits('*', '"a"')).toBe(true);
    expect(noneMatchHits('"b"', '"a"')).toBe(false);
    expect(noneMatchHits('', '"a"')).toBe(false);
    expect(noneMatchHits(undefined, '"a"')).toBe(false);
  });
});
