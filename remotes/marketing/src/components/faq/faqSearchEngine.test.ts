import { describe, expect, it } from 'vitest';
import { faqs } from '../../content/faqs.ts';
import { createFaqSearch } from './faqSearchEngine.ts';

const engine = createFaqSearch(faqs);
const marked = (text: string, query: string) =>
  engine
    .search(query)
    .highlight(text)
    .filter((segment) => segment.marked)
    .map((segment) => segment.text);

describe('FAQ search engine', () => {
  it('finds "pricing" answers for "price" (stemming)', () => {
    const { ids } = engine.search('price');
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const entry = faqs.find((faq) => faq.id === id);
      expect(`${entry?.question} ${entry?.answer.join(' ')}`).toMatch(/pric/i);
    }
  });
  it('ranks "Do you ship internationally?" among the results for "shipping"', () => {
    const { ids } = engine.search('shipping');
    expect(ids).toContain('international-shipping');
    expect(ids.slice(0, 2)).toEqual(expect.arrayContaining(['shipping-services']));
  });
  it('forgives a typo in a longer word and keeps short words exact', () => {
    expect(engine.search('shiping').ids).toContain('international-shipping');
    expect(engine.search('dhl').ids).toEqual(['international-shipping']);
    expect(engine.search('zebra').ids).toEqual([]);
  });
  it('marks the words that matched, whole words only', () => {
    expect(marked('Do you ship internationally?', 'shipping')).toEqual(['ship']);
    expect(marked('at regular pricing and see', 'price')).toEqual(['pricing']);
  });
  it('returns nothing to mark for an empty query', () => {
    expect(engine.search('  ').ids).toEqual([]);
  });
});

describe('FAQ search as the visitor types', () => {
  const shipping = engine.search('shipping').ids;

  it('finds, at every key of "shipping", at least what the whole word finds', () => {
    expect(shipping).toEqual(expect.arrayContaining(['shipping-services', 'international-shipping']));
    for (let length = 1; length <= 'shipping'.length; length += 1) {
      const typed = 'shipping'.slice(0, length);
      expect(engine.search(typed).ids, typed).toEqual(expect.arrayContaining([...shipping]));
    }
  });

  it('matches the word being typed with any word it starts, in any case or accent', () => {
    expect(engine.search('SHÍPPI').ids).toEqual(engine.search('shippi').ids);
    expect(engine.search('Ş').ids).toEqual(engine.search('s').ids);
    // "i" is a stop word, but typed alone it is on its way to a word ("international").
    expect(engine.search('i').ids).toContain('international-shipping');
  });

  it('holds finished words to whole words and keeps narrowing by the word being typed', () => {
    const cancel = engine.search('cancel').ids;
    expect(cancel).toContain('cancel-order');
    // "cancel my" reads as "cancel": a stop word after other words does not narrow as a start.
    expect(engine.search('cancel my').ids).toEqual(cancel);
    const narrowed = engine.search('cancel p').ids;
    expect(narrowed.length).toBeGreaterThan(0);
    expect(cancel).toEqual(expect.arrayContaining([...narrowed]));
  });

  it('finds a part of a hyphenated word ("film" in "direct-to-film")', () => {
    expect(engine.search('film').ids).toContain('dtf-vs-dtg');
    expect(marked('We print direct-to-film.', 'fil')).toEqual(['film']);
    expect(marked('We print direct-to-film.', 'direct')).toEqual(['direct-to-film']);
  });

  it('marks what the typed start stood for, as the finished word would', () => {
    expect(marked('Do you ship internationally?', 'shippi')).toEqual(['ship']);
    expect(marked('Do you ship internationally? See shipping.', 'sh')).toEqual(['ship', 'shipping']);
  });

  it('still finds nothing for a word no question starts', () => {
    expect(engine.search('zebr').ids).toEqual([]);
    expect(engine.search('shipping zebra').ids).toEqual([]);
  });
});
