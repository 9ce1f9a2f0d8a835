import type { Generated } from 'kysely';

/** The columns the gallery room adds to product_images (galleryMigrations.ts). */
export interface GalleryImageColumns {
  /** Alt text set by staff; '' until then. */
  alt: Generated<string>;
  /** The original's displayed size, once the variants are made. */
  width: number | null;
  height: number | null;
  /** Comma-separated widths (variantSizes.ts); null: not made yet, '': none could be. */
  variant_widths: string | null;
  /** null when not featured, else 0, 1, 2... */
  featured_position: number | null;
  variant_attempts: Generated<number>;
}

/** gallery_version (galleryMigrations.ts): one row whose number rises with every gallery change. */
export interface GalleryVersionTable {
  id: number;
  version: Generated<number>;
}
