// The index of a searchable list: every word its items hold, with its term, and how much each
// term weighs in each item (BM25 over the item's heading and its body, a heading match weighing
// double). Built from the items' texts alone, the same way on the server, in the head and in the
// island, so the three rank alike.
import { searchTerm } from './searchTerm.ts';
import { wordsOf } from './searchWords.ts';

export interface SearchIndex {
  /** How many items. */
  size: number;
  /** Every word the items hold (folded, stop words left out), with its term. */
  words: ReadonlyMap<string, string>;
  /** Each term: the items holding it, with its weight in each. */
  terms: ReadonlyMap<string, ReadonlyMap<number, number>>;
}

const HEADING_BOOST = 2;
// BM25's usual constants: how fast a repeated term stops counting, how much a long field dilutes it.
const K1 = 1.2;
const B = 0.7;

/**
 * The index of items searched by these texts, in the page's order. An item's text is its
 * heading, a line break, then its body (the FAQ: the question, then each paragraph).
 */
export function buildSearchIndex(texts: readonly string[]): SearchIndex {
  const words = new Map<string, string>();
  const fields = texts.map((text) => {
    const at = text.indexOf('\n');
    const parts = at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
    return parts.map((part) => {
      const terms: string[] = [];
      for (const word of wordsOf(part)) {
        const term = searchTerm(word);
        if (term === null) continue;
        words.set(word, term);
        terms.push(term);
      }
      return terms;
    });
  });
  const averages = [0, 1].map(
    (field) => fields.reduce((sum, item) => sum + (item[field]?.length ?? 0), 0) / (texts.length || 1) || 1,
  );
  const counts = new Map<string, Map<number, number[]>>();
  fields.forEach((item, index) => {
    item.forEach((terms, field) => {
      for (const term of terms) {
        const inItems = counts.get(term) ?? new Map<number, number[]>();
        const inItem = inItems.get(index) ?? [0, 0];
        inItem[field] = (inItem[field] ?? 0) + 1;
        inItems.set(index, inItem);
        counts.set(term, inItems);
      }
    });
  });
  const terms = new Map<string, Map<number, number>>();
  for (const [term, inItems] of counts) {
    const idf = Math.log(1 + (texts.length - inItems.size + 0.5) / (inItems.size + 0.5));
    const weights = new Map<number, number>();
    for (const [index, perField] of inItems) {
      let weight = 0;
      perField.forEach((count, field) => {
        const length = fields[index]?.[field]?.length ?? 0;
        const average = averages[field] ?? 1;
        const boost = field === 0 ? HEADING_BOOST : 1;
        weight += (boost * count * (K1 + 1)) / (count + K1 * (1 - B + (B * length) / average));
      });
      weights.set(index, weight * idf);
    }
    terms.set(term, weights);
  }
  return { size: texts.length, words, terms };
}
