import { describe, expect, it } from 'vitest';
import { oneEditApart } from './oneEditApart.ts';

describe('one letter apart', () => {
  it('is one letter changed, added, left out, or two neighbours swapped', () => {
    expect(oneEditApart('shiping', 'shipping')).toBe(true);
    expect(oneEditApart('colour', 'color')).toBe(true);
    expect(oneEditApart('centre', 'center')).toBe(true);
    expect(oneEditApart('prints', 'print')).toBe(true);
    expect(oneEditApart('sample', 'sampel')).toBe(true);
  });
  it('is not the same word, nor two edits', () => {
    expect(oneEditApart('print', 'print')).toBe(false);
    expect(oneEditApart('catalogue', 'catalog')).toBe(false);
    expect(oneEditApart('quantity', 'quality')).toBe(false);
  });
});
