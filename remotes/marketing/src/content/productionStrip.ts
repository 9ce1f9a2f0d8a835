/** The "From our production floor" strip on Home and Products (components/ProductionStrip.tsx). */
export const productionStrip = {
  title: 'From our production floor',
  intro: 'Real orders, photographed by the people who print, embroider and pack them.',
  /** Alt text for a photo staff have not described yet. */
  fallbackAlt: 'A decorated garment on our production floor',
} as const;
