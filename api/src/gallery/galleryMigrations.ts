import type { Migration } from '../db/migrate.ts';
import { addColumns, addIndexes, column, withColumns } from '../db/schemaColumns.ts';

// Gallery management (staff): alt text per image, responsive variants, the featured order.
// Applied migrations are never edited.
export const galleryMigrations: readonly Migration[] = [
  {
    name: '0011-gallery-alt-text',
    formerId: 'gallery-001-alt-text',
    up: async (db) => {
      await addColumns(db, 'product_images', { alt: ['text', (col) => col.notNull().defaultTo('')] });
    },
  },
  {
    // width/height: the original's displayed size. variant_widths: NULL until the sized
    // copies are made (images recorded before this get them from the housekeeping pass),
    // '' when none could be. featured_position: NULL when not featured, else 0, 1, 2...
    name: '0012-gallery-variants-and-featured-order',
    formerId: 'gallery-002-variants-and-featured-order',
    up: async (db) => {
      const { optionalInteger, optionalText } = column;
      await addColumns(db, 'product_images', {
        width: optionalInteger,
        height: optionalInteger,
        variant_widths: optionalText,
        featured_position: optionalInteger,
      });
      await addIndexes(db, 'product_images', { product_images_featured_position: ['featured_position'] });
    },
  },
  {
    // How many times making the variants ran out of time: retried by housekeeping up to a
    // limit (a slow moment is no reason to give up on an image for good).
    name: '0013-gallery-variant-attempts',
    formerId: 'gallery-003-variant-attempts',
    up: async (db) => {
      await addColumns(db, 'product_images', { variant_attempts: column.counter });
    },
  },
  {
    // One row: a number every change to what the page lists show (the gallery, the featured
    // photos) raises, so each instance knows when the list it keeps is out of date.
    name: '0017-gallery-version',
    up: async (db) => {
      await withColumns(db.schema.createTable('gallery_version'), {
        id: ['integer', (col) => col.primaryKey()],
        version: column.counter,
      }).execute();
      await db.insertInto('gallery_version').values({ id: 1, version: 0 }).execute();
    },
  },
];
