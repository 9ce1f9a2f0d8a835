import type { LoadFigures } from './contactsLoad.ts';
import type { RouteFigures } from './lighthouseRoutes.ts';

export const targets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  fcpMs: 1000,
  cls: 0,
  tbtMs: 50,
  /** The site's LCP over the static floor's, measured in turn. */
  lcpFloorRatio: 1.15,
  homeJsBytes: 150_000,
} as const;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const ratioText = (ratio: number | undefined) => (ratio === undefined ? '—' : `${ratio.toFixed(2)}×`);

/** The site's LCP over the static floor's for the same route, when both were measured. */
export function floorRatio(row: RouteFigures, rows: readonly RouteFigures[]): number | undefined {
  if (row.variant === 'static floor') return undefined;
  const floor = rows.find((other) => other.route === row.route && other.variant === 'static floor');
  return floor && floor.lcpMs > 0 ? row.lcpMs / floor.lcpMs : undefined;
}

export function missedTargets(row: RouteFigures, rows: readonly RouteFigures[] = []): string[] {
  const missed: string[] = [];
  // The static floor is a yardstick, not a page anyone is served.
  if (row.variant === 'static floor') return missed;
  const ratio = floorRatio(row, rows);
  if (ratio !== undefined && ratio > targets.lcpFloorRatio) missed.push(`LCP ${ratio.toFixed(2)}× floor`);
  if (row.lcpMs > targets.lcpMs) missed.push(`LCP ${ms(row.lcpMs)}`);
  if (row.fcpMs > targets.fcpMs) missed.push(`FCP ${ms(row.fcpMs)}`);
  if (row.performance < targets.performance) missed.push(`performance ${row.performance}`);
  if (row.accessibility < targets.accessibility) missed.push(`accessibility ${row.accessibility}`);
  if (row.bestPractices < targets.bestPractices) missed.push(`best-practices ${row.bestPractices}`);
  if (row.seo < targets.seo) missed.push(`SEO ${row.seo}`);
  if (row.cls > targets.cls) missed.push(`CLS ${row.cls.toFixed(3)}`);
  if (row.tbtMs > targets.tbtMs) missed.push(`TBT ${ms(row.tbtMs)}`);
  if (row.route === '/' && row.jsBytes > targets.homeJsBytes) missed.push(`home JS ${kb(row.jsBytes)}`);
  return missed;
}

export function routeTable(rows: readonly RouteFigures[]): string {
  const header =
    '| Route | Served as | Perf | A11y | Best pr. | SEO | FCP | LCP | LCP / floor | TBT | CLS | JS (transferred) | All bytes | Requests | Missed targets |\n' +
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|';
  const lines = rows.map((row) =>
    [
      row.route,
      row.variant ?? 'site',
      row.performance,
      row.accessibility,
      row.bestPractices,
      row.seo,
      ms(row.fcpMs),
      ms(row.lcpMs),
      ratioText(floorRatio(row, rows)),
      ms(row.tbtMs),
      row.cls.toFixed(3),
      kb(row.jsBytes),
      kb(row.totalBytes),
      row.requests,
      row.variant === 'static floor' ? '—' : missedTargets(row, rows).join(', ') || 'none',
    ].join(' | '),
  );
  return [header, ...lines.map((line) => `| ${line} |`)].join('\n');
}

export function loadTable(loads: readonly LoadFigures[]): string {
  return [
    '| Database | Requests/s | p50 | p99 | Acknowledged (201) | Stored rows |',
    '|---|---|---|---|---|---|',
    ...loads.map(
      (load) =>
        `| ${load.label} | ${load.requestsPerSecond} | ${load.p50Ms} ms | ${load.p99Ms} ms | ${load.acknowledged} | ${load.stored} |`,
    ),
  ].join('\n');
}
