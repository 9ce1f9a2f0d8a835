import { describe, expect, it } from 'vitest';
import { faqs } from '../../content/faqs.ts';
import { filterFaqs, resultMessage } from './filterFaqs.ts';

const ids = (query: string) => filterFaqs(faqs, query).map((entry) => entry.id);

describe('filterFaqs (what answers until the engine has loaded)', () => {
  it('returns everything for an empty query', () => {
    expect(filterFaqs(faqs, '   ')).toHaveLength(21);
  });
  it('matches questions and answers, case-insensitively, every word', () => {
    expect(ids('CANCEL')).toContain('cancel-order');
    expect(ids('dhl')).toEqual(['international-shipping']);
    expect(
      filterFaqs(faqs, 'cancel portal').every((f) => /cancel/i.test(f.question + f.answer.join(''))),
    ).toBe(true);
    expect(filterFaqs(faqs, 'zebra unicorn')).toHaveLength(0);
  });
  it('never empties while a word that will match is being typed', () => {
    const shipping = ids('shipping');
    expect(shipping).toContain('shipping-services');
    for (let length = 1; length <= 'shipping'.length; length += 1) {
      const typed = 'shipping'.slice(0, length);
      expect(ids(typed), typed).toEqual(expect.arrayContaining(shipping));
    }
    expect(ids('SHÍPPI')).toEqual(ids('shippi'));
  });
  it('matches words by their start, not any run of letters inside them', () => {
    expect(ids('film')).toContain('dtf-vs-dtg');
    expect(ids('ipping')).toEqual([]);
  });
});

describe('resultMessage', () => {
  it('describes the result count', () => {
    expect(resultMessage(21, 21, '')).toBe('Showing all 21 questions');
    expect(resultMessage(2, 21, ' ship ')).toBe('2 of 21 questions match “ship”');
    expect(resultMessage(0, 21, 'x')).toBe('No questions match “x”');
  });
});
