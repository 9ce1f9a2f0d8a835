import type { Migration } from '../db/migrate.ts';

export const uploadsMigrations: readonly Migration[] = [
  {
    id: 'uploads-001-product-images',
    sql: `CREATE TABLE product_images (
      id TEXT PRIMARY KEY,
      filename TEXT NOT NULL,
      object_path TEXT NOT NULL,
      uploaded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`,
  },
];
