import type { Migration } from '../db/migrate.ts';

// Gallery management (staff): alt text per image, responsive variants, the featured order.
// Applied migrations are never edited.
export const galleryMigrations: readonly Migration[] = [
  {
    id: 'gallery-001-alt-text',
    sql: `ALTER TABLE product_images ADD COLUMN alt TEXT NOT NULL DEFAULT ''`,
  },
  {
    // width/height: the original's displayed size. variant_widths: NULL until the sized
    // copies are made (images recorded before this get them from the housekeeping pass),
    // '' when none could be. featured_position: NULL when not featured, else 0, 1, 2...
    // Portable SQL: both engines take these statements as written.
    id: 'gallery-002-variants-and-featured-order',
    sql: `ALTER TABLE product_images ADD COLUMN width INTEGER;
    ALTER TABLE product_images ADD COLUMN height INTEGER;
    ALTER TABLE product_images ADD COLUMN variant_widths TEXT;
    ALTER TABLE product_images ADD COLUMN featured_position INTEGER;
    CREATE INDEX product_images_featured_position ON product_images(featured_position)`,
  },
  {
    // How many times making the variants ran out of time: retried by housekeeping up to a
    // limit (a slow moment is no reason to give up on an image for good).
    id: 'gallery-003-variant-attempts',
    sql: `ALTER TABLE product_images ADD COLUMN variant_attempts INTEGER NOT NULL DEFAULT 0`,
  },
];
