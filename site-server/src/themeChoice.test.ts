import { brotliDecompressSync } from 'node:zlib';
import { fillPage } from '@pod/page-fill/fillPage';
import { themeEdits } from '@pod/page-fill/theme';
import { describe, expect, it } from 'vitest';
import { createSiteServer } from './siteServer.ts';
import { builtSiteFixture } from './testing/builtSiteFixture.ts';
import { siteSettings } from './testing/siteSettings.ts';

const withThemeChoice = (html: string, choice: string | undefined) =>
  fillPage(html, (edits) => themeEdits(edits, choice));

describe("a visitor's theme choice on the page", () => {
  it('is written onto <html>, so the first paint has it', () => {
    expect(withThemeChoice('<!doctype html><html lang="en"><head>', 'dark')).toBe(
      '<!doctype html><html lang="en" data-theme="dark"><head>',
    );
  });

  it('leaves the page as built without a choice, or with a value that is not a theme', () => {
    const html = '<html lang="en"><body></body></html>';
    expect(withThemeChoice(html, undefined)).toBe(html);
    expect(withThemeChoice(html, '"><script>alert(1)</script>')).toBe(html);
    expect(withThemeChoice(html, 'DARK')).toBe(html);
  });

  it('never writes a second theme onto a page that has one', () => {
    const html = '<html data-theme="light" lang="en">';
    expect(withThemeChoice(html, 'dark')).toBe(html);
  });
});

describe('pages served with a theme choice', () => {
  const site = () =>
    createSiteServer(siteSettings(builtSiteFixture(), { siteOrigins: ['http://localhost:3000'] }));
  const ask = (server: ReturnType<typeof site>, headers: Record<string, string> = {}) =>
    server.routes.request('http://localhost:3000/contact', {
      headers: { Host: 'localhost:3000', 'Accept-Encoding': 'br, gzip', ...headers },
    });
  const htmlTag = async (response: Response) => {
    expect(response.headers.get('Content-Encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    return /<html[^>]*>/.exec(html)?.[0] ?? '';
  };

  it('carry it on <html>, with their own validator, and say they vary by cookie', async () => {
    const server = site();
    const plain = await ask(server);
    const dark = await ask(server, { Cookie: 'pod_signed_in=1; pod-theme=dark' });
    expect(await htmlTag(plain)).not.toContain('data-theme');
    expect(await htmlTag(dark)).toContain('data-theme="dark"');
    expect(dark.headers.get('ETag')).not.toBe(plain.headers.get('ETag'));
    expect(plain.headers.get('Vary')).toContain('Cookie');
    const again = await ask(server, {
      Cookie: 'pod-theme=dark',
      'If-None-Match': dark.headers.get('ETag') ?? '',
    });
    expect(again.status).toBe(304);
  });

  it('carry it on the not-found page too, which is read by the parser only then', async () => {
    const server = site();
    const missing = (headers: Record<string, string> = {}) =>
      server.routes.request('http://localhost:3000/no-such-page', {
        headers: { Host: 'localhost:3000', 'Accept-Encoding': 'br', ...headers },
      });
    const plain = await missing();
    const dark = await missing({ Cookie: 'pod-theme=dark' });
    expect([plain.status, dark.status]).toEqual([404, 404]);
    expect(await htmlTag(plain)).not.toContain('data-theme');
    expect(await htmlTag(dark)).toContain('data-theme="dark"');
  });
});
