import type { Migration } from '../db/migrate.ts';
import { type Column, column, withColumns } from '../db/schemaColumns.ts';

// Real visitors' Web Vitals, one row per UTC day, route pattern, metric and fixed bucket
// (vitalBuckets.ts): every instance adds to the same counts, so a p75 over all of them can
// be read back. Nothing about the visitor is stored.
export const vitalsMigrations: readonly Migration[] = [
  {
    name: '0015-vitals-daily-buckets',
    formerId: 'vitals-001-daily-buckets',
    up: async (db) => {
      // Counts of a busy route over months could pass PostgreSQL's 32-bit integer.
      const count: Column = ['bigint', (col) => col.notNull()];
      const { text, integer } = column;
      await withColumns(db.schema.createTable('web_vitals_daily'), {
        day: text,
        route: text,
        metric: text,
        bucket: integer,
        count,
      })
        .addPrimaryKeyConstraint('web_vitals_daily_pkey', ['day', 'route', 'metric', 'bucket'])
        .execute();
    },
  },
];
