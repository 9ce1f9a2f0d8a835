import type { Migration } from '../db/migrate.ts';

// Gallery management (staff): alt text per image. Applied migrations are never edited.
export const galleryMigrations: readonly Migration[] = [
  {
    id: 'gallery-001-alt-text',
    sql: `ALTER TABLE product_images ADD COLUMN alt TEXT NOT NULL DEFAULT ''`,
  },
];
