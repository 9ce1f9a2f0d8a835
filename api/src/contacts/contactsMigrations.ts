import type { Migration } from '../db/migrate.ts';

// Applied migrations are never edited; changes are new entries at the end.
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
  {
    // Which form a message came from: the sales form (/contact) or customer service (/contact-cs).
    id: 'contacts-002-source',
    sql: `ALTER TABLE contacts ADD COLUMN source TEXT NOT NULL DEFAULT 'sales'
            CHECK (source IN ('sales', 'customer_service'));
          CREATE INDEX contacts_created_at ON contacts (created_at)`,
  },
];
