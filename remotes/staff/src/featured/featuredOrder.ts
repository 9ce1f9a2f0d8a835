// The featured order as the staff tool shows it. Changes are made by the server, one at a
// time (POST /api/featured-images/:id), never from this copy, which may be stale or partial.

/** The most images the server lets staff feature (it answers 409 past it). */
export const MAX_FEATURED = 12;

/** The featured ids in their order, from the gallery list (each image's `featured` place). */
export function featuredIds(images: readonly { id: string; featured: number | null }[]): string[] {
  return images
    .filter((image) => image.featured !== null)
    .sort((a, b) => (a.featured ?? 0) - (b.featured ?? 0))
    .map((image) => image.id);
}
