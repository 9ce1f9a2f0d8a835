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
