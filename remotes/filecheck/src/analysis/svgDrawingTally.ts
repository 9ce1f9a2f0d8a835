// The tally of what drawing costs: draws, layers, filter passes, layers held at once, and marker
// vertices, added up without ever overflowing.

/** What drawing an element costs once everything it refers to is followed. */
export interface Cost {
  /** Elements drawn. */
  draws: number;
  /** Masks, clip-paths and pattern fills applied: each is drawn into a layer of its own. */
  layers: number;
  /** Filter primitives run. */
  passes: number;
  /** Layers held at once: masks, clip-paths and filters inside one another, and pattern tiles. */
  depth: number;
  /** Path vertices, where markers are drawn. */
  vertices: number;
}

export const noCost = (): Cost => ({ draws: 0, layers: 0, passes: 0, depth: 0, vertices: 0 });

/** Counts stop here: far past any limit, and never Infinity (whose product with 0 is NaN). */
export const COST_CEILING = 2 ** 50;

/** Adds `times` copies of `cost` into `total`. */
export function addCost(total: Cost, cost: Cost, times = 1): void {
  if (times <= 0) return;
  total.draws = Math.min(COST_CEILING, total.draws + cost.draws * times);
  total.layers = Math.min(COST_CEILING, total.layers + cost.layers * times);
  total.passes = Math.min(COST_CEILING, total.passes + cost.passes * times);
  total.vertices = Math.min(COST_CEILING, total.vertices + cost.vertices * times);
  total.depth = Math.max(total.depth, cost.depth);
}
