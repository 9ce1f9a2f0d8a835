import { describe, expect, it } from 'vitest';
import { fillPage } from './fillPage.ts';
import { queryFieldEdits, queryFills, queryFillValue } from './queryFieldEdits.ts';

const answerQueryFields = (html: string, url: string) =>
  fillPage(html, (edits) => queryFieldEdits(edits, queryFills(edits.map, new URL(url).searchParams)));

// As the forms remote prerenders its contact form's message box (React's markup).
const box =
  '<textarea id="f-message" name="message" rows="4" data-query-fill="message" data-query-fill-max="10"></textarea>';
const page = `<main><form method="post"><input name="email" value=""/>${box}<button>Send</button></form></main>`;
const at = (query: string) => `http://x/contact${query}`;
const boxText = (html: string) => /<textarea[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1];

describe('a declared text box answering the address', () => {
  it("writes the parameter's value into the box, and nothing else changes", () => {
    const filled = answerQueryFields(page, at('?message=Hi%20there'));
    expect(boxText(filled)).toBe('Hi there');
    expect(filled.replace('Hi there', '')).toBe(page);
  });

  it('writes it as text: <, & and quotes are escaped, so a script is shown, never run', () => {
    const hostile = '<script>a&"b\'</script>';
    const filled = answerQueryFields(
      page.replace('="10"', '="200"'),
      at(`?message=${encodeURIComponent(hostile)}`),
    );
    expect(boxText(filled)).toBe('&lt;script&gt;a&amp;&quot;b&#x27;&lt;/script&gt;');
    expect(filled).not.toContain('<script>');
    // The box still closes where the page closes it.
    expect(filled.match(/<\/textarea>/g)).toHaveLength(1);
  });

  it('clips an over-long value to the length the box declares', () => {
    expect(boxText(answerQueryFields(page, at('?message=0123456789abcdef')))).toBe('0123456789');
  });

  it('takes the whole value when the box declares no length', () => {
    const unlimited = page.replace(' data-query-fill-max="10"', '');
    expect(boxText(answerQueryFields(unlimited, at('?message=0123456789abcdef')))).toBe('0123456789abcdef');
  });

  it('keeps a leading line break (the parser drops the first one after <textarea>)', () => {
    expect(boxText(answerQueryFields(page, at('?message=%0AHi')))).toBe('\n\nHi');
    expect(boxText(answerQueryFields(page, at('?message=%0D%0AHi')))).toBe('\n\r\nHi');
  });

  it('leaves the page as it is without the parameter, with a blank one, or for a page without such a box', () => {
    expect(answerQueryFields(page, at(''))).toBe(page);
    expect(answerQueryFields(page, at('?q=shipping'))).toBe(page);
    expect(answerQueryFields(page, at('?message=%20%20%0A'))).toBe(page);
    const undeclared = page.replace(/ data-query-fill[^ >]*/g, '');
    expect(answerQueryFields(undeclared, at('?message=Hi'))).toBe(undeclared);
  });

  it('reads a malformed escape without failing', () => {
    expect(boxText(answerQueryFields(page, at('?message=%E0%A4%A')))).toBe('\uFFFD%A');
  });

  it('fills each declared box from its own parameter', () => {
    const two = `${page}<textarea name="note" data-query-fill="note"></textarea>`;
    const filled = answerQueryFields(two, at('?note=Two&message=One'));
    expect(filled).toContain('data-query-fill-max="10">One</textarea>');
    expect(filled).toContain('data-query-fill="note">Two</textarea>');
  });
});

describe('the value a parameter puts in a box', () => {
  it('is nothing when missing or blank, else the value clipped', () => {
    expect(queryFillValue(null, 5)).toBeNull();
    expect(queryFillValue(' \n', 5)).toBeNull();
    expect(queryFillValue(' abcdef', 5)).toBe(' abcd');
  });
});
