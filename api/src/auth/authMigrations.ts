import type { Migration } from '../db/migrate.ts';
import { addIndexes, type Column, column, withColumns } from '../db/schemaColumns.ts';

// Applied migrations are never edited; changes are new entries at the end.
export const authMigrations: readonly Migration[] = [
  {
    name: '0001-auth-users',
    formerId: 'auth-001-users',
    up: async (db) => {
      const username: Column = ['text', (col) => col.notNull().unique()];
      await withColumns(db.schema.createTable('users'), {
        id: column.key,
        username,
        password: column.text,
      }).execute();
    },
  },
  {
    // The token itself is never stored: id is its sha256.
    name: '0002-auth-sessions',
    formerId: 'auth-002-sessions',
    up: async (db) => {
      const user_id: Column = ['text', (col) => col.notNull().references('users.id').onDelete('cascade')];
      const times = { created_at: column.epochMs, last_seen_at: column.epochMs, expires_at: column.epochMs };
      await withColumns(db.schema.createTable('sessions'), { id: column.key, user_id, ...times }).execute();
      await addIndexes(db, 'sessions', { sessions_user: ['user_id'], sessions_expires: ['expires_at'] });
    },
  },
];
