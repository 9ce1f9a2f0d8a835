import { describe, expect, it } from 'vitest';
import { buildSearchIndex, search } from './searchEngine.ts';

const texts = [
  'Do you ship internationally?\nWe ship worldwide with DHL.',
  'Which shipping services do you use?\nWe use UPS and USPS for shipping.',
  'What is the difference between DTF and DTG?\nDirect-to-film printing suits any fabric color.',
  'Can I cancel an order?\nYes, before it prints. Shipping is refunded.',
  'Is there a pricing list?\nOur pricing is on the products page.',
];
const index = buildSearchIndex(texts);
const found = (query: string) => search(index, query)?.found;

describe('the FAQ search engine', () => {
  it('finds plurals and other forms of a word by its stem', () => {
    expect(found('colors')).toEqual([2]);
    expect(found('price')).toEqual([4]);
    expect(found('services')).toEqual([1]);
  });
  it('forgives a one-letter typo or British spelling in a word of five letters or more, never in a short one', () => {
    expect(found('shiping')).toEqual(found('shipping'));
    expect(found('colour')).toEqual([2]);
    expect(found('dhl')).toEqual([0]);
    expect(found('dhk')).toEqual([]);
  });
  it('ranks a question’s own word first, then by how much the answer holds it', () => {
    expect(found('shipping')?.slice(0, 2)).toEqual([0, 1]);
    expect(found('shipping')).toContain(3);
  });
  it('needs every word of the query, and takes the word being typed for any word it starts', () => {
    expect(found('cancel shipping')).toEqual([3]);
    expect(found('cancel zebra')).toEqual([]);
    expect(found('sh')).toEqual(expect.arrayContaining([0, 1, 3]));
    expect(found('inter')).toEqual([0]);
  });
  it('sets stop words aside, but keeps one typed alone on its way to a word', () => {
    expect(found('cancel my')).toEqual(found('cancel'));
    expect(found('the ')).toEqual([]);
    expect(found('i')).toContain(0);
  });
  it('finds a part of a hyphenated word, in any case or accent', () => {
    expect(found('film')).toEqual([2]);
    expect(found('FÍLM')).toEqual([2]);
  });
  it('stands back for a blank query: every item, in its order', () => {
    expect(search(index, '   ')).toBeUndefined();
  });
  it('tells which terms matched, to mark', () => {
    expect([...(search(index, 'shippi')?.matched ?? [])]).toContain('ship');
  });
});
