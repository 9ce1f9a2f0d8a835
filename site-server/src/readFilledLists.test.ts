import { type FilledListTemplates, filledListElementId, ITEMS_SLOT } from '@pod/deploy-format/filledLists';
import { filledListEdits } from '@pod/page-fill/filledLists';
import { fillPage } from '@pod/page-fill/fillPage';
import { describe, expect, it } from 'vitest';
import type { ListSources } from './listSources.ts';
import { readFilledLists } from './readFilledLists.ts';

/** The page as the server sends it: each list read, then written into the page. */
async function fillFilledLists(
  html: string,
  lists: FilledListTemplates[],
  sources: ListSources,
  onFailure: (source: string) => void,
  timeoutMs?: number,
): Promise<string> {
  const read = await readFilledLists(lists, sources, onFailure, timeoutMs);
  return fillPage(html, (edits) => filledListEdits(edits, lists, read));
}

const list: FilledListTemplates = {
  source: 'product-images',
  slot: '<p data-pod-filled-list="product-images">Loading</p>',
  list: `<ul>${ITEMS_SLOT}</ul>`,
  item: '<li>{{filename}}</li>',
  empty: '<p>None</p>',
  failed: '<p role="alert">Could not load</p>',
  fallbacks: {},
};

const page = `<html><head><title>x</title></head><body><main>${list.slot}</main></body></html>`;

const seedOf = (html: string): unknown => {
  const id = filledListElementId('product-images');
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script></head>`).exec(html);
  return match ? JSON.parse(match[1] ?? '') : undefined;
};

describe('a page with a filled list, at request time', () => {
  it('holds the items in its HTML and the same items in its head', async () => {
    const items = [{ filename: 'a.png' }, { filename: 'b</script>.png' }];
    const failures: string[] = [];
    const html = await fillFilledLists(page, [list], { 'product-images': async () => items }, (source) =>
      failures.push(source),
    );
    expect(html).toContain('<main><ul><li>a.png</li><li>b&lt;/script&gt;.png</li></ul></main>');
    expect(html).not.toContain(list.slot);
    expect(seedOf(html)).toEqual({ items });
    // Kept items, answered as they are rather than as a read: the same page.
    expect(await fillFilledLists(page, [list], { 'product-images': () => items }, () => {})).toBe(html);
    expect(failures).toEqual([]);
  });

  it('says it could not load them when reading fails or the server has no such list, and reports it', async () => {
    const failures: string[] = [];
    const report = (source: string) => failures.push(source);
    const broken = await fillFilledLists(
      page,
      [list],
      { 'product-images': () => Promise.reject(new Error('database down')) },
      report,
    );
    expect(broken).toContain('<main><p role="alert">Could not load</p></main>');
    expect(seedOf(broken)).toEqual({ failed: true });
    const unknown = await fillFilledLists(page, [list], {}, report);
    expect(unknown).toContain('<main><p role="alert">Could not load</p></main>');
    // A list named like an object's own property is not a list the server has.
    await fillFilledLists(page, [{ ...list, source: 'constructor', slot: list.slot }], {}, report);
    expect(failures).toEqual(['product-images', 'product-images', 'constructor']);
  });

  it('does not wait past its limit for a slow read: the page says it could not load', async () => {
    const failures: string[] = [];
    const html = await fillFilledLists(
      page,
      [list],
      { 'product-images': () => new Promise(() => {}) },
      (source) => failures.push(source),
      20,
    );
    expect(html).toContain('<main><p role="alert">Could not load</p></main>');
    expect(failures).toEqual(['product-images']);
  });

  it('leaves a page without the slot (rendered in the browser) as it is', async () => {
    const plain = '<html><head></head><body><div id="root"></div></body></html>';
    expect(await fillFilledLists(plain, [list], { 'product-images': async () => [] }, () => {})).toBe(plain);
  });
});
