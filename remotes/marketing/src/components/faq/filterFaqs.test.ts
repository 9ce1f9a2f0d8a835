import { describe, expect, it } from 'vitest';
import { faqs } from '../../content/faqs.ts';
import { filterFaqs, resultMessage } from './filterFaqs.ts';

describe('filterFaqs', () => {
  it('returns everything for an empty query', () => {
    expect(filterFaqs(faqs, '   ')).toHaveLength(21);
  });
  it('matches questions and answers, case-insensitively, every word', () => {
    expect(filterFaqs(faqs, 'CANCEL').map((f) => f.id)).toContain('cancel-order');
    expect(filterFaqs(faqs, 'dhl').map((f) => f.id)).toEqual(['international-shipping']);
    expect(
      filterFaqs(faqs, 'cancel portal').every((f) => /cancel/i.test(f.question + f.answer.join(''))),
    ).toBe(true);
    expect(filterFaqs(faqs, 'zebra unicorn')).toHaveLength(0);
  });
  it('describes the result count', () => {
    expect(resultMessage(21, 21, '')).toBe('Showing all 21 questions');
    expect(resultMessage(2, 21, ' ship ')).toBe('2 of 21 questions match “ship”');
    expect(resultMessage(0, 21, 'x')).toBe('No questions match “x”');
  });
});
