// The staff's featured-strip controls (featured/). Kept apart from uploadText so the
// page visitors load does not carry them: only the staff-only chunks import this.
export const featuredText = {
  title: 'Featured on Home and Products',
  intro:
    'Visitors see these photos, in this order, in the "From our production floor" strip on Home and Products (within a minute of a change).',
  none: 'Nothing is featured yet: the strip stays hidden. Use "Feature" under an image below.',
  feature: (filename: string) => `Feature ${filename} on Home and Products`,
  featureShort: 'Feature',
  unfeature: (filename: string) => `Unfeature ${filename}`,
  unfeatureShort: 'Unfeature',
  moveUp: (filename: string) => `Move ${filename} up`,
  moveDown: (filename: string) => `Move ${filename} down`,
  up: 'Up',
  down: 'Down',
  position: (place: number, total: number) => `${place} of ${total}`,
  featuredAt: (filename: string, place: number, total: number) =>
    `${filename} is featured, position ${place} of ${total}.`,
  movedTo: (filename: string, place: number, total: number) =>
    `${filename} moved to position ${place} of ${total}.`,
  unfeatured: (filename: string) => `${filename} is no longer featured.`,
  full: (max: number) => `At most ${max} images can be featured. Unfeature one first.`,
  failed: 'That did not work. Please try again.',
} as const;
