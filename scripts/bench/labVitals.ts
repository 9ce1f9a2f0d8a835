// The lab side of the staff Web Vitals page: per route, the Lighthouse medians that
// `npm run bench` also prints in docs/benchmarks.md, as data the API can read
// (docs/lab-vitals.json; api/src/vitals/labVitals.ts reads it).
import type { RouteFigures } from './lighthouseRoutes.ts';

export interface LabVitalsFile {
  measuredAt: string;
  method: string;
  routes: Record<string, Record<string, number>>;
}

/** The figures of the pages as served (not the static floor), keyed by the field metrics' names. */
export function labVitalsFile(
  rows: readonly RouteFigures[],
  measuredAt: string,
  runs: number,
): LabVitalsFile {
  const routes: LabVitalsFile['routes'] = {};
  for (const row of rows) {
    if ((row.variant ?? 'site') !== 'site') continue;
    routes[row.route] = { FCP: row.fcpMs, LCP: row.lcpMs, CLS: row.cls, TBT: row.tbtMs };
  }
  return {
    measuredAt,
    method: `Lighthouse mobile defaults (Moto G Power emulation, simulated slow 4G, 4x CPU slowdown), median of ${runs} runs`,
    routes,
  };
}
