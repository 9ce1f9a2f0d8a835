import { describe, expect, it } from 'vitest';
import { keeps, queryStarts, searchWords, statusLine } from './prefixSearch.ts';
import { fillSearchList, MAX_QUERY_LENGTH, type SearchListTemplates } from './searchLists.ts';

const list: SearchListTemplates = {
  param: 'q',
  box: '<input id="s" name="q" value=""/>',
  status: '<p id="st" role="status">All 3</p>',
  words: { all: 'All 3', some: '{{shown}} of 3 match “{{query}}”', none: 'None match “{{query}}”' },
  items: [
    { tag: '<article id="a">', text: 'Do you ship abroad?\nWe ship with DHL.', group: 0 },
    { tag: '<article id="b">', text: 'Direct-to-film printing', group: 1 },
    { tag: '<article id="c">', text: 'Cancel an order', group: 1 },
  ],
  groups: ['<section id="g0">', '<section id="g1">'],
};
const page = `<section id="g0">${list.items[0]?.tag}</article></section><section id="g1">${list.items[1]?.tag}</article>${list.items[2]?.tag}</article></section>${list.box}${list.status}`;

describe('the prefix engine', () => {
  it('keeps an item when every word of the query starts one of its words, the last one as typed', () => {
    const words = searchWords('Direct-to-film printing');
    expect(keeps(words, queryStarts('film'))).toBe(true);
    expect(keeps(words, queryStarts('Prin'))).toBe(true);
    expect(keeps(words, queryStarts('ilm'))).toBe(false);
    expect(keeps(words, queryStarts('   '))).toBe(true);
    // Stop words only: nothing to find.
    expect(keeps(words, queryStarts('the '))).toBe(false);
  });
  it('says the count in the app’s words, the query trimmed', () => {
    expect(statusLine(list.words, 2, ' ship ')).toBe('2 of 3 match “ship”');
    expect(statusLine(list.words, 0, 'x')).toBe('None match “x”');
    expect(statusLine(list.words, 3, '')).toBe('All 3');
    expect(statusLine(list.words, 1, '$& {{shown}}')).toBe('1 of 3 match “$& {{shown}}”');
  });
});

describe('filling a search list', () => {
  it('hides the items and groups the query leaves out, holds the query and tells the count', () => {
    const filled = fillSearchList(page, list, 'ship');
    expect(filled).toContain('<section id="g0"><article id="a"></article>');
    expect(filled).toContain('<section id="g1" hidden=""><article id="b" hidden="">');
    expect(filled).toContain('<input id="s" name="q" value="ship"/>');
    expect(filled).toContain('<p id="st" role="status">1 of 3 match “ship”</p>');
  });
  it('leaves the page as it is for a blank query', () => {
    expect(fillSearchList(page, list, '  ')).toBe(page);
  });
  it('escapes the query and answers a huge or strange one', () => {
    const filled = fillSearchList(page, list, '"><script>alert(1)</script>');
    expect(filled).not.toContain('<script>');
    expect(filled).toContain('value="&#34;&#62;&#60;script&#62;');
    const huge = fillSearchList(page, list, `${'ship '.repeat(10_000)}\u{1F600}\uD800`);
    expect(/value="([^"]*)"/.exec(huge)?.[1]?.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(fillSearchList(page, list, '\u0000%%')).toContain('None match');
  });
});
