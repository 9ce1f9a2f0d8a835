import { describe, expect, it } from 'vitest';
import { arrangeGroups } from './arrangeGroups.ts';

const groups = [[0, 1], [2, 3, 4], [5]];

describe('a list arranged for a search', () => {
  it('puts the items found first, best first, the others hidden after, and groups by their best item', () => {
    expect(arrangeGroups(groups, [3, 1, 2])).toEqual([
      {
        group: 1,
        hidden: false,
        items: [
          { item: 3, hidden: false },
          { item: 2, hidden: false },
          { item: 4, hidden: true },
        ],
      },
      {
        group: 0,
        hidden: false,
        items: [
          { item: 1, hidden: false },
          { item: 0, hidden: true },
        ],
      },
      { group: 2, hidden: true, items: [{ item: 5, hidden: true }] },
    ]);
  });
  it('keeps the page’s order with nothing hidden for a blank search', () => {
    const arranged = arrangeGroups(groups, undefined);
    expect(arranged.map(({ group }) => group)).toEqual([0, 1, 2]);
    expect(arranged.flatMap(({ items }) => items.filter(({ hidden }) => hidden))).toEqual([]);
  });
});
