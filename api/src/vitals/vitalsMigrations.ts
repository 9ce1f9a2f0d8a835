import type { Migration } from '../db/migrate.ts';

// Real visitors' Web Vitals, one row per UTC day, route pattern, metric and fixed bucket
// (vitalBuckets.ts): every instance adds to the same counts, so a p75 over all of them can
// be read back. Nothing about the visitor is stored.
export const vitalsMigrations: readonly Migration[] = [
  {
    id: 'vitals-001-daily-buckets',
    sql: `CREATE TABLE web_vitals_daily (
      day TEXT NOT NULL,
      route TEXT NOT NULL,
      metric TEXT NOT NULL,
      bucket INTEGER NOT NULL,
      count INTEGER NOT NULL,
      PRIMARY KEY (day, route, metric, bucket)
    )`,
    // Counts of a busy route over months could pass PostgreSQL's 32-bit INTEGER.
    postgres: `CREATE TABLE web_vitals_daily (
      day TEXT NOT NULL,
      route TEXT NOT NULL,
      metric TEXT NOT NULL,
      bucket INTEGER NOT NULL,
      count BIGINT NOT NULL,
      PRIMARY KEY (day, route, metric, bucket)
    )`,
  },
];
