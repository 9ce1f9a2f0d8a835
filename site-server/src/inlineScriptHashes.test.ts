import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inlineScriptHashes.ts';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('allows each inline script by the hash of its exact text', () => {
    const html = '<head><script>document.documentElement.dataset.theme="dark"</script></head>';
    expect(inlineScriptHashes(html)).toEqual([sha('document.documentElement.dataset.theme="dark"')]);
  });

  it('skips external scripts and data blocks, which a hash source has nothing to do with', () => {
    const html = [
      '<script defer src="/static/js/index.js"></script>',
      '<script type="application/json" id="boot">{"path":"/"}</script>',
      '<script type="application/ld+json">{}</script>',
      '<script type="module">import("/x.js")</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('import("/x.js")')]);
  });

  it('allows inline speculation rules by their hash, which Chromium asks of them too', () => {
    const rules = '{"prerender":[{"where":{"href_matches":"/*"},"eagerness":"moderate"}]}';
    expect(inlineScriptHashes(`<script type="speculationrules">${rules}</script>`)).toEqual([sha(rules)]);
  });

  it('works a page out once, not on every page request', () => {
    const html = '<script>1</script>';
    expect(inlineScriptHashes(html)).toBe(inlineScriptHashes(html));
    expect(inlineScriptHashes('<script>2</script>')).toEqual([sha('2')]);
  });

  it("allows only the template's scripts the page is sent with, never a script of the page's own", () => {
    const template =
      '<head><script>theme()</script><script data-only-with="data-search-list">filter()</script></head>';
    const page = '<head><script>theme()</script></head><main><script>injected()</script></main>';
    expect(inlineScriptHashes(template, page)).toEqual([sha('theme()')]);
  });

  it('gives no source at all for a page without inline scripts', () => {
    expect(inlineScriptHashes('<html><body>plain</body></html>')).toEqual([]);
  });
});
