import { oneQuestionSearchList } from '@pod/deploy-format/testing';
import { describe, expect, it } from 'vitest';
import { searchListAnswer } from './answerSearchList.ts';

const list = oneQuestionSearchList;
const answer = (query: string) => searchListAnswer(list, new URL(`http://x/faqs${query}`).searchParams);

describe("a search list's answer to the address", () => {
  it('answers ?q= with the matches, and a blank or missing query with none (the page as built)', () => {
    expect(answer('?q=ship')?.status).toBe('1 match “ship”');
    expect(answer('?q=ship')?.groups).toEqual([
      { group: 0, hidden: false, items: [{ item: 0, hidden: false }] },
    ]);
    expect(answer('?q=zebra')?.groups).toEqual([
      { group: 0, hidden: true, items: [{ item: 0, hidden: true }] },
    ]);
    expect(answer('')).toBeUndefined();
    expect(answer('?q=%20')).toBeUndefined();
  });
  it('reads a malformed escape without failing', () => {
    expect(answer('?q=%E0%A4%A')?.status).toMatch(/match/);
  });
});
