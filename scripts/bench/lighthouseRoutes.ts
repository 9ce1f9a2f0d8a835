import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs } from '../../e2e/support/chromium.ts';

export interface RouteFigures {
  route: string;
  /** 'site': as served; 'static floor': the same page with its scripts stripped. */
  variant?: 'site' | 'static floor';
  runs?: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  totalBytes: number;
  requests: number;
  failedAudits: string[];
}

// The same closed-network flags as the end-to-end tests; chrome-launcher also needs headless.
const chromeFlags = ['--headless=new', ...chromiumArgs];

interface NetworkItem {
  transferSize?: number;
  resourceType?: string;
  url?: string;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Per-metric median of several runs of one route; the failed audits of the median-performance run. */
export function medianFigures(runs: readonly RouteFigures[]): RouteFigures {
  const first = runs[0];
  if (!first) throw new Error('no runs');
  const pick = (key: keyof RouteFigures) => median(runs.map((run) => run[key] as number));
  const byPerformance = [...runs].sort((a, b) => a.performance - b.performance);
  const middleRun = byPerformance[Math.floor(byPerformance.length / 2)] ?? first;
  return {
    ...first,
    runs: runs.length,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    jsBytes: pick('jsBytes'),
    totalBytes: pick('totalBytes'),
    requests: pick('requests'),
    failedAudits: middleRun.failedAudits,
  };
}

/**
 * Lighthouse with its defaults (mobile emulation, simulated slow 4G and 4x CPU throttling) on
 * each route, `runs` times; each row is the per-metric median.
 */
export async function lighthouseRoutes(
  origin: string,
  routes: readonly string[],
  chromePath: string,
  { runs = 3, variant = 'site' }: { runs?: number; variant?: RouteFigures['variant'] } = {},
): Promise<RouteFigures[]> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const figures: RouteFigures[] = [];
  try {
    for (const route of routes) {
      const perRun: RouteFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        // A run can fail to compute a metric (a trace hiccup on a busy machine): retry, then report it.
        let lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'] | undefined;
        for (let attempt = 1; attempt <= 3; attempt += 1) {
          const runner = await lighthouse(`${origin}${route}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
          });
          lhr = runner?.lhr;
          if (lhr && typeof lhr.categories.performance?.score === 'number') break;
          console.log(`[bench] lighthouse ${route}: no performance score (attempt ${attempt}), retrying`);
        }
        if (!lhr) throw new Error(`lighthouse returned nothing for ${route}`);
        const { categories, audits } = lhr;
        const items = (
          (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
        ).filter((item) => !item.url?.startsWith('data:'));
        const failedAudits = Object.values(audits)
          .filter(
            (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
          )
          .filter((audit) => audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric')
          .map((audit) => audit.id);
        perRun.push({
          route,
          variant,
          performance: score(categories.performance?.score),
          accessibility: score(categories.accessibility?.score),
          bestPractices: score(categories['best-practices']?.score),
          seo: score(categories.seo?.score),
          fcpMs: audits['first-contentful-paint']?.numericValue ?? 0,
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
          tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
          cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
          jsBytes: items
            .filter((item) => item.resourceType === 'Script')
            .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
          totalBytes: items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
          requests: items.length,
          failedAudits,
        });
        console.log(
          `[bench] lighthouse ${variant} ${route} run ${run + 1}: performance ${score(categories.performance?.score)}, LCP ${Math.round(audits['largest-contentful-paint']?.numericValue ?? 0)} ms`,
        );
      }
      figures.push(medianFigures(perRun));
    }
  } finally {
    chrome.kill();
  }
  return figures;
}
