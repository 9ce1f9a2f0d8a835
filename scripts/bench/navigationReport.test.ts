import { describe, expect, it } from 'vitest';
import { cellMedian, median, type NavigationCell, navigationTable } from './navigationReport.ts';

const cell = (variant: string, times: (number | undefined)[], prerendered = 0): NavigationCell => ({
  from: '/why-us',
  to: '/products',
  fromKind: 'static',
  variant,
  runs: times.map((ms, index) => ({ ms, prerendered: index < prerendered })),
});

describe('navigation figures', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([900, 300, 500])).toBe(500);
    expect(median([400, 100, 300, 200])).toBe(250);
    expect(median([])).toBeUndefined();
  });

  it('leaves runs that never showed the page out of the median', () => {
    expect(cellMedian(cell('document', [800, undefined, 600]))).toBe(700);
    expect(cellMedian(cell('document', [undefined]))).toBeUndefined();
  });

  it('prints one row per page pair and one column per way of navigating', () => {
    const table = navigationTable([
      cell('in place', [1900, 1800, 2000]),
      cell('document', [850, 800, undefined], 0),
      cell('prerender', [200, 250, 300], 2),
    ]);
    expect(table.split('\n')).toEqual([
      '| From | To | in place | document | prerender |',
      '|---|---|---|---|---|',
      '| `/why-us` (no islands) | `/products` | **1900 ms** (1800–2000) | **825 ms** (800–850, 1 failed) | **250 ms** (200–300, prerendered 2/3) |',
    ]);
  });

  it('says when no run of a cell showed the page', () => {
    expect(navigationTable([cell('document', [undefined, undefined])])).toContain('failed (0/2)');
  });
});
