import type { SearchListTemplates } from '@pod/deploy-format/searchLists';
import { describe, expect, it } from 'vitest';
import { answerSearchList } from './answerSearchList.ts';

const list: SearchListTemplates = {
  param: 'q',
  box: '<input name="q" value=""/>',
  status: '<p role="status">All 1</p>',
  words: { all: 'All 1', some: '{{shown}} match “{{query}}”', none: 'None match “{{query}}”' },
  items: [{ tag: '<article id="a">', text: 'Shipping abroad', group: 0 }],
  groups: ['<section>'],
};
const page = `<section><article id="a"></article></section>${list.box}${list.status}`;

describe('a search list answering the address', () => {
  it('answers ?q= with the matches and leaves other addresses and pages alone', () => {
    expect(answerSearchList(page, list, 'http://x/faqs?q=ship')).toContain('1 match “ship”');
    expect(answerSearchList(page, list, 'http://x/faqs?q=zebra')).toContain('<article id="a" hidden="">');
    expect(answerSearchList(page, list, 'http://x/faqs')).toBe(page);
    expect(answerSearchList(page, undefined, 'http://x/faqs?q=ship')).toBe(page);
  });
  it('reads a malformed escape without failing', () => {
    expect(answerSearchList(page, list, 'http://x/faqs?q=%E0%A4%A')).toMatch(/<p role="status">[^<]*match/);
  });
});
