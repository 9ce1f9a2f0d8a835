import type { Migration } from '../db/migrate.ts';

export const contactsMigrations: readonly Migration[] = [
  {
    id: 'contacts-001-create',
    sql: `CREATE TABLE contacts (
      id TEXT PRIMARY KEY,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      email TEXT NOT NULL,
      company TEXT,
      message TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`,
  },
];
