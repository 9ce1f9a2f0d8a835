// Figures of the navigation benchmark (scripts/bench/navigationTiming.ts): one cell per
// starting page, target and way of navigating; its median, spread and how many of its runs
// showed a prerendered page.

export interface NavigationRun {
  /** Press (pointerdown) to the next page's heading painted, in ms; undefined: it never showed. */
  ms: number | undefined;
  /** The page shown had been prerendered (its activationStart was above 0). */
  prerendered: boolean;
  /** The page was shown in place (the same document). */
  inPlace?: boolean;
  /** A page load: how its document came (PerformanceNavigationTiming.deliveryType; 'navigational-prefetch'). */
  deliveryType?: string;
}

export interface NavigationCell {
  from: string;
  to: string;
  /** 'islands' when the starting page has islands to hydrate, else 'static'. */
  fromKind: 'islands' | 'static';
  /** 'menu': pressed in the header's menu, opened with a tap first. */
  via?: 'menu' | undefined;
  variant: string;
  runs: NavigationRun[];
  /** Chromium's prerender statuses seen in the cell's browser (e.g. why it did not prerender). */
  prerenderStatuses?: string[];
}

export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Median over the runs that showed the page; undefined when none did. */
export function cellMedian(cell: NavigationCell): number | undefined {
  return median(cell.runs.flatMap((run) => (run.ms === undefined ? [] : [run.ms])));
}

function cellText(cell: NavigationCell | undefined): string {
  if (!cell) return '—';
  const shown = cell.runs.filter((run) => run.ms !== undefined);
  const middle = cellMedian(cell);
  if (middle === undefined) return `failed (0/${cell.runs.length})`;
  const times = shown.map((run) => run.ms ?? 0);
  const spread = `${Math.round(Math.min(...times))}–${Math.round(Math.max(...times))}`;
  const failed = shown.length < cell.runs.length ? `, ${cell.runs.length - shown.length} failed` : '';
  const prerendered = cell.runs.filter((run) => run.prerendered).length;
  const prefetched = cell.runs.filter((run) => run.deliveryType === 'navigational-prefetch').length;
  const inPlace = cell.runs.filter((run) => run.inPlace).length;
  const note = [
    prerendered > 0 ? `prerendered ${prerendered}/${cell.runs.length}` : '',
    prefetched > 0 ? `prefetched ${prefetched}/${cell.runs.length}` : '',
    inPlace > 0 ? `in place ${inPlace}/${cell.runs.length}` : '',
  ]
    .filter(Boolean)
    .map((part) => `, ${part}`)
    .join('');
  return `**${Math.round(middle)} ms** (${spread}${failed}${note})`;
}

/**
 * A Markdown table: one row per starting page and target, one column per way of navigating,
 * each cell the median (the range of the runs; how many showed a prerendered page).
 */
export function navigationTable(cells: readonly NavigationCell[]): string {
  const variants = [...new Set(cells.map((cell) => cell.variant))];
  const key = (cell: NavigationCell) => `${cell.from} → ${cell.to} ${cell.via ?? ''}`;
  const pairs = [...new Map(cells.map((cell) => [key(cell), cell])).values()];
  const header = `| From | To | ${variants.join(' | ')} |`;
  const rule = `|---|---|${variants.map(() => '---').join('|')}|`;
  const rows = pairs.map((pair) => {
    const kind = pair.fromKind === 'islands' ? 'islands' : 'no islands';
    const from = `\`${pair.from}\` (${kind}${pair.via === 'menu' ? ', header menu opened' : ''})`;
    const values = variants.map((variant) =>
      cellText(cells.find((cell) => key(cell) === key(pair) && cell.variant === variant)),
    );
    return `| ${from} | \`${pair.to}\` | ${values.join(' | ')} |`;
  });
  return [header, rule, ...rows].join('\n');
}
