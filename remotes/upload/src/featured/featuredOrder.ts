// The featured order as the staff tool edits it: a list of image ids, first shown first.
// Each edit makes the whole new list, which PUT /api/featured-images stores as it is.

/** The most images the server lets staff feature. */
export const MAX_FEATURED = 12;

/** The featured ids in their order, from the gallery list (each image's `featured` place). */
export function featuredIds(images: readonly { id: string; featured: number | null }[]): string[] {
  return images
    .filter((image) => image.featured !== null)
    .sort((a, b) => (a.featured ?? 0) - (b.featured ?? 0))
    .map((image) => image.id);
}

/** Featured last; unchanged when it is featured already or the strip is full. */
export function withFeatured(ids: readonly string[], id: string): string[] {
  if (ids.includes(id) || ids.length >= MAX_FEATURED) return [...ids];
  return [...ids, id];
}

export function withoutFeatured(ids: readonly string[], id: string): string[] {
  return ids.filter((other) => other !== id);
}

/** Moved one place earlier (-1) or later (+1); unchanged at either end or when not featured. */
export function moved(ids: readonly string[], id: string, by: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  next[from] = next[to] ?? id;
  next[to] = id;
  return next;
}
