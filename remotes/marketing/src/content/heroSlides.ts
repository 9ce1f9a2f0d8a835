// The 8 hero slides (spec: 8 production photos). Artwork lives in remotes/marketing/artwork/heroArt.ts
// under the same id; the build turns it into AVIF/WebP (see buildPlugins/imagePipeline.ts).
export interface HeroSlide {
  id: string;
  alt: string;
}

export const heroSlides: readonly HeroSlide[] = [
  { id: 'hero-dtf-printer', alt: 'A direct-to-film printer printing colorful designs onto transfer film' },
  { id: 'hero-heat-press', alt: 'A heat press applying a DTF transfer to a T-shirt' },
  { id: 'hero-embroidery', alt: 'A multi-head embroidery machine stitching a logo onto caps' },
  { id: 'hero-screen-printing', alt: 'A screen printing carousel printing shirts' },
  { id: 'hero-uv-flatbed', alt: 'A UV flatbed printer decorating tote bags' },
  { id: 'hero-laser', alt: 'A laser engraving a patch for a hat' },
  { id: 'hero-production-floor', alt: 'The production floor with racks of decorated garments' },
  { id: 'hero-shipping', alt: 'Packed orders on a conveyor heading to a delivery truck' },
];

export const SLIDE_INTERVAL_MS = 3000;
export const SLIDE_FADE_MS = 1000;

/** The hero's pause/play control: its visible words are its name, and say what a press does. */
export const slideshowControlText = { pause: 'Pause slideshow', play: 'Play slideshow' } as const;
