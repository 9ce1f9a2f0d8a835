import { describe, expect, it } from 'vitest';
import type { RouteFigures } from './lighthouseRoutes.ts';
import { floorRatio, missedTargets, routeTable } from './report.ts';

const figures = (overrides: Partial<RouteFigures>): RouteFigures => ({
  route: '/',
  variant: 'site',
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 700,
  lcpMs: 1000,
  tbtMs: 20,
  cls: 0,
  jsBytes: 100_000,
  totalBytes: 120_000,
  requests: 10,
  failedAudits: [],
  ...overrides,
});

describe('benchmark report', () => {
  const site = figures({ lcpMs: 1100 });
  const floor = figures({ variant: 'static floor', lcpMs: 880, tbtMs: 0, jsBytes: 0 });

  it("sets the site's LCP against the static floor of the same route", () => {
    expect(floorRatio(site, [site, floor])).toBeCloseTo(1.25);
    expect(floorRatio(floor, [site, floor])).toBeUndefined();
    expect(floorRatio(figures({ route: '/faqs' }), [site, floor])).toBeUndefined();
  });

  it('names an LCP too far above the floor as a missed target, even under the absolute limit', () => {
    expect(missedTargets(site, [site, floor])).toEqual(['LCP 1.25× floor']);
    expect(missedTargets(figures({ lcpMs: 1000 }), [site, floor])).toEqual([]);
    expect(missedTargets(floor, [site, floor])).toEqual([]);
  });

  it('prints the ratio column beside LCP', () => {
    const table = routeTable([site, floor]);
    expect(table).toContain('| LCP | LCP / floor | TBT |');
    expect(table).toContain('| 1100 ms | 1.25× | 20 ms |');
    expect(table).toContain('| 880 ms | — | 0 ms |');
  });
});
