import type { Migration } from '../db/migrate.ts';

// Counters every instance shares (rate limits, sign-in throttles). Times are epoch ms.
export const limitsMigrations: readonly Migration[] = [
  {
    id: 'limits-001-shared-counters',
    sql: `CREATE TABLE shared_counters (
      key TEXT PRIMARY KEY,
      window_start INTEGER NOT NULL,
      count INTEGER NOT NULL,
      last_at INTEGER NOT NULL
    );
    CREATE INDEX shared_counters_window_start ON shared_counters (window_start)`,
    postgres: `CREATE TABLE shared_counters (
      key TEXT PRIMARY KEY,
      window_start BIGINT NOT NULL,
      count INTEGER NOT NULL,
      last_at BIGINT NOT NULL
    );
    CREATE INDEX shared_counters_window_start ON shared_counters (window_start)`,
  },
];
