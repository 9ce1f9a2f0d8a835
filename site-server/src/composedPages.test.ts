import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ComposedPages, compress } from './composedPages.ts';

describe('ComposedPages', () => {
  it('compresses a page off the event loop, once for requests that arrive meanwhile', async () => {
    const pages = new ComposedPages();
    let composed = 0;
    const html = `<main>${'<p>a page of some length</p>'.repeat(20_000)}</main>`;
    const compose = () => {
      composed += 1;
      return html;
    };
    let loopTurned = false;
    setImmediate(() => {
      loopTurned = true;
    });
    const first = pages.get(() => 'key', compose);
    const second = pages.get(() => 'key', compose);
    expect(second).toBe(first);
    const page = await first;
    expect(loopTurned).toBe(true);
    expect(composed).toBe(1);
    expect(brotliDecompressSync(page.brotli).toString()).toBe(html);
  });

  it('does not keep a page whose build files changed while it was composed', async () => {
    const pages = new ComposedPages();
    let version = 1;
    const page = await pages.get(
      () => `v${version}`,
      () => {
        version += 1;
        return '<p>old</p>';
      },
    );
    expect(page.html).toBe('<p>old</p>');
    expect(
      (
        await pages.get(
          () => 'v2',
          () => '<p>new</p>',
        )
      ).html,
    ).toBe('<p>new</p>');
    expect((await compress('<p>404</p>')).gzip.length).toBeGreaterThan(0);
  });

  it('writes a page alike for everyone once per variant: a spike of views costs a lookup each', async () => {
    const pages = new ComposedPages();
    const composed = await compress('<main>home</main>');
    let written = 0;
    const write = (theme: string) => () => {
      written += 1;
      return `<main data-theme="${theme}">home</main>`;
    };
    const views = await Promise.all(
      Array.from({ length: 50 }, () => pages.filledPage(composed, 'dark', write('dark'))),
    );
    expect(new Set(views).size).toBe(1);
    expect(written).toBe(1);
    const light = await pages.filledPage(composed, 'light', write('light'));
    expect(written).toBe(2);
    expect(light.etag).not.toBe(views[0]?.etag);
    expect(brotliDecompressSync(light.brotli).toString()).toBe('<main data-theme="light">home</main>');
  });
});
