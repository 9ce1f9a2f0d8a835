import { describe, expect, it } from 'vitest';
import { filledListHtml, fillItem, scriptSafeJson } from './filledLists.ts';
import { productImagesList } from './testing/productImagesList.ts';

const list = productImagesList();

describe('filling a filled list', () => {
  it('puts each item in its place, escaped, with the UTC date and the fallback for an empty field', () => {
    const html = filledListHtml(list, [
      { url: '/a.png', alt: '"><script>x</script>', createdAt: '2026-11-25T23:59:00.000Z' },
      { url: '/b.png', alt: '', createdAt: '2026-01-02T00:00:00.000Z' },
    ]);
    expect(html).toBe(
      '<ul>' +
        '<li><img src="/a.png" alt="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"><time dateTime="2026-11-25T23:59:00.000Z">2026-11-25</time></li>' +
        '<li><img src="/b.png" alt="A garment"><time dateTime="2026-01-02T00:00:00.000Z">2026-01-02</time></li>' +
        '</ul>',
    );
  });

  it('never expands a token inside a value, and shows a missing field as empty', () => {
    expect(fillItem('<b>{{alt}}</b><i>{{url}}</i>', { alt: '{{url}}' }, {})).toBe('<b>{{url}}</b><i></i>');
    // A field named like an object's own property is just a missing field.
    expect(fillItem('<b>{{constructor}}</b>', {}, {})).toBe('<b></b>');
  });

  it('shows the empty text without items and the failure text when they could not be read', () => {
    expect(filledListHtml(list, [])).toBe('<p>None</p>');
    expect(filledListHtml(list, undefined)).toBe('<p role="alert">Could not load</p>');
  });

  it('hands items to a script element that nothing in them can close', () => {
    const json = scriptSafeJson({ items: [{ alt: '</script><!--' }] });
    expect(json).not.toContain('</script');
    expect(json).not.toContain('<!--');
    expect(JSON.parse(json)).toEqual({ items: [{ alt: '</script><!--' }] });
  });
});
