import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipView, KEY_MARK, keyedPage, plainView } from './keyedPages.ts';

const html = `<form><input type="hidden" name="formKey" value="${KEY_MARK}"/></form><div data-props="{&quot;formKey&quot;:&quot;${KEY_MARK}&quot;}">${'<p>words of a page</p>'.repeat(500)}</div>`;

describe('a page compressed once around its key', () => {
  it('makes for each view the gzip of that view, its key in every place', async () => {
    const page = await keyedPage(html);
    for (const key of ['ghi-4C_lBxLtQ-Kqg78NTg', 'another_key-0123456789']) {
      const view = html.replaceAll(KEY_MARK, key);
      expect(gunzipSync(gzipView(page, key)).toString()).toBe(view);
      expect(plainView(page, key).toString()).toBe(view);
    }
  });

  it('costs little more than compressing each view whole', async () => {
    const page = await keyedPage(html);
    const whole = (await import('node:zlib')).gzipSync(html.replaceAll(KEY_MARK, 'k'.repeat(22)), {
      level: 9,
    });
    // Each part is compressed on its own: a few bytes a seam, and what it cannot match across one.
    expect(gzipView(page, 'k'.repeat(22)).length).toBeLessThan(whole.length + 128);
  });

  it('holds a page with no key at all, or one at its very end', async () => {
    for (const text of ['<p>no key</p>', `<p>end</p>${KEY_MARK}`]) {
      const page = await keyedPage(text);
      expect(gunzipSync(gzipView(page, 'KEY')).toString()).toBe(text.replaceAll(KEY_MARK, 'KEY'));
    }
  });
});
