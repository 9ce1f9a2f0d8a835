// One staff change to the featured order, applied to the order the server holds (not to a
// client's possibly stale copy), so quick clicks and older featured photos are never lost.

/** The most images staff may feature: the strip is a showcase, not the gallery. */
export const MAX_FEATURED = 12;

export const FEATURED_ACTIONS = ['feature', 'unfeature', 'up', 'down'] as const;
export type FeaturedAction = (typeof FEATURED_ACTIONS)[number];

export const isFeaturedAction = (value: unknown): value is FeaturedAction =>
  (FEATURED_ACTIONS as readonly unknown[]).includes(value);

/**
 * The order after the change: 'feature' puts the image last, 'up'/'down' swap it with its
 * neighbour. A change that does nothing (already featured, at an end, not featured) gives
 * the same order back, so a repeated click is harmless. 'full': featuring past the limit.
 */
export function changedOrder(ids: readonly string[], id: string, action: FeaturedAction): string[] | 'full' {
  const from = ids.indexOf(id);
  if (action === 'feature') {
    if (from >= 0) return [...ids];
    return ids.length >= MAX_FEATURED ? 'full' : [...ids, id];
  }
  if (action === 'unfeature') return ids.filter((other) => other !== id);
  const to = from + (action === 'up' ? -1 : 1);
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  next[from] = next[to] ?? id;
  next[to] = id;
  return next;
}
