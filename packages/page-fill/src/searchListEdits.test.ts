import type { SearchListAnswer, SearchListTemplates } from '@pod/deploy-format/searchLists';
import { describe, expect, it } from 'vitest';
import { mapPage } from './pageMap.ts';
import { fillSearchList, searchListPlaces } from './searchListEdits.ts';

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
const page = `${list.box}${list.status}<section id="g0"><h2>0</h2><div>${list.items[0]?.tag}A</article></div></section><section id="g1"><h2>1</h2><div>${list.items[1]?.tag}B</article>${list.items[2]?.tag}C</article></div></section><footer></footer>`;

/** Only "c" found: its group first, "c" before the hidden "b". */
const onlyC: SearchListAnswer = {
  query: 'cancel',
  status: '1 of 3 match “cancel”',
  groups: [
    {
      group: 1,
      hidden: false,
      items: [
        { item: 2, hidden: false },
        { item: 1, hidden: true },
      ],
    },
    { group: 0, hidden: true, items: [{ item: 0, hidden: true }] },
  ],
};

describe('filling a search list', () => {
  it('writes the groups and items in the answer’s order, hiding those left out', () => {
    const filled = fillSearchList(page, list, onlyC);
    expect(filled).toContain(
      '<section id="g1"><h2>1</h2><div><article id="c">C</article><article id="b" hidden="">B</article></div></section><section id="g0" hidden=""><h2>0</h2><div><article id="a" hidden="">A</article></div></section><footer>',
    );
    expect(filled).toContain('<input id="s" name="q" value="cancel"/>');
    expect(filled).toContain('<p id="st" role="status">1 of 3 match “cancel”</p>');
  });
  it('escapes the query in the box and the status line', () => {
    const strange = '"><script>alert(1)</script>';
    const filled = fillSearchList(page, list, { ...onlyC, query: strange, status: strange });
    expect(filled).not.toContain('<script>');
    expect(filled).toContain('value="&quot;&gt;&lt;script&gt;');
  });
  it('finds where the groups and items stand, and leaves a page not as its templates say as built', () => {
    expect(searchListPlaces(mapPage(page), list)?.items).toHaveLength(3);
    const apart = page.replace('</section><section id="g1">', '</section><hr><section id="g1">');
    expect(searchListPlaces(mapPage(apart), list)).toBeUndefined();
    expect(fillSearchList(apart, list, onlyC)).toBe(apart);
  });
});
