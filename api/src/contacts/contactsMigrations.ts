import type { Migration } from '../db/migrate.ts';

// Applied migrations are never edited; changes are new entries at the end. The `postgres`
// texts were added when PostgreSQL support came: no database had run them before.
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
    // The inbox pages by SQLite's rowid (insertion order). PostgreSQL has no rowid, so the
    // table gets an identity column of that name: the same ORDER BY rowid queries run on both.
    // (It shows up in SELECT *, so queries name their columns.)
    postgres: `CREATE TABLE contacts (
      rowid BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
      id TEXT PRIMARY KEY,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      email TEXT NOT NULL,
      company TEXT,
      message TEXT NOT NULL,
      created_at TEXT NOT NULL
        DEFAULT (to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
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
