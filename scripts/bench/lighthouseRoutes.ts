import { chromiumArgs } from '@pod/e2e/support/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

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

/** Where one variant of the pages is served: the site itself, or the static floor in front of it. */
export interface BenchTarget {
  variant: NonNullable<RouteFigures['variant']>;
  origin: string;
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

async function runLighthouse(url: string, port: number): Promise<LighthouseResult> {
  // A run can fail to compute a metric (a trace hiccup on a busy machine): retry, then report it.
  let lhr: LighthouseResult | undefined;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const runner = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    lhr = runner?.lhr;
    if (lhr && typeof lhr.categories.performance?.score === 'number') break;
    console.log(`[bench] lighthouse ${url}: no performance score (attempt ${attempt}), retrying`);
  }
  if (!lhr) throw new Error(`lighthouse returned nothing for ${url}`);
  return lhr;
}

function figuresOf(route: string, variant: BenchTarget['variant'], lhr: LighthouseResult): RouteFigures {
  const { categories, audits } = lhr;
  const items = (
    (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  ).filter((item) => !item.url?.startsWith('data:'));
  const failedAudits = Object.values(audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .filter((audit) => audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric')
    .map((audit) => audit.id);
  return {
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
  };
}

/**
 * Lighthouse with its defaults (mobile emulation, simulated slow 4G and 4x CPU throttling) on
 * each route, `runs` times per target, the targets taking turns run by run: a machine that
 * slows down for a minute slows the site and its static floor alike, so their ratio holds.
 * One row per route and target, each the per-metric median.
 */
export async function lighthouseRoutes(
  targets: readonly BenchTarget[],
  routes: readonly string[],
  chromePath: string,
  { runs = 3 }: { runs?: number } = {},
): Promise<RouteFigures[]> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const figures: RouteFigures[] = [];
  try {
    for (const route of routes) {
      const perTarget = new Map<BenchTarget['variant'], RouteFigures[]>(targets.map((t) => [t.variant, []]));
      for (let run = 0; run < runs; run += 1) {
        for (const target of targets) {
          const row = figuresOf(
            route,
            target.variant,
            await runLighthouse(`${target.origin}${route}`, chrome.port),
          );
          perTarget.get(target.variant)?.push(row);
          console.log(
            `[bench] lighthouse ${target.variant} ${route} run ${run + 1}: performance ${row.performance}, LCP ${Math.round(row.lcpMs)} ms, TBT ${Math.round(row.tbtMs)} ms`,
          );
        }
      }
      for (const rows of perTarget.values()) figures.push(medianFigures(rows));
    }
  } finally {
    chrome.kill();
  }
  return figures;
}
