import { describe, expect, it } from 'vitest';
import { parseLabVitals } from './labVitals.ts';
import { summariseVitals } from './vitalsSummary.ts';

describe('vitals summary for the staff page', () => {
  it('gives each route and metric its p75, sample count and the lab figure beside it', () => {
    const lab = parseLabVitals({
      measuredAt: '2026-11-22 05:34 UTC',
      method: 'Lighthouse',
      routes: { '/faqs': { LCP: 1433, FCP: 893, CLS: 0, TBT: 77 } },
    });
    const summary = summariseVitals(
      [
        { route: '/faqs', metric: 'LCP', buckets: new Map([[0, 4]]) },
        { route: '/faqs', metric: 'INP', buckets: new Map([[2, 3]]) },
        { route: '/faqs', metric: 'CLS', buckets: new Map([[2, 1]]) }, // (0.01, 0.025]
        { route: '/empty', metric: 'LCP', buckets: new Map() },
      ],
      lab,
      7,
      '2026-11-17',
    );
    expect(summary.rows).toEqual([
      { route: '/faqs', metric: 'LCP', unit: 'ms', p75: 375, samples: 4, lab: 1433 },
      { route: '/faqs', metric: 'INP', unit: 'ms', p75: 88, samples: 3, lab: null },
      { route: '/faqs', metric: 'CLS', unit: 'score', p75: 0.021, samples: 1, lab: 0 },
    ]);
    expect(summary.lab).toEqual({ measuredAt: '2026-11-22 05:34 UTC', method: 'Lighthouse' });
  });

  it('a lab file of the wrong shape counts as missing', () => {
    expect(parseLabVitals({ measuredAt: 'x', method: 'y', routes: { '/': { LCP: 'fast' } } })).toBeNull();
    expect(parseLabVitals(null)).toBeNull();
  });
});
