import type { Migration } from '../db/migrate.ts';
import { addIndexes, column, withColumns } from '../db/schemaColumns.ts';

// Counters every instance shares (rate limits, sign-in throttles). Times are epoch ms.
export const limitsMigrations: readonly Migration[] = [
  {
    name: '0014-limits-shared-counters',
    formerId: 'limits-001-shared-counters',
    up: async (db) => {
      const { key, epochMs, integer } = column;
      const counter = { key, window_start: epochMs, count: integer, last_at: epochMs };
      await withColumns(db.schema.createTable('shared_counters'), counter).execute();
      await addIndexes(db, 'shared_counters', { shared_counters_window_start: ['window_start'] });
    },
  },
];
