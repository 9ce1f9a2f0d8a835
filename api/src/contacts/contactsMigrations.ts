import { isPostgres } from '../db/kyselyOver.ts';
import type { Migration } from '../db/migrate.ts';
import { nowIsoDefault } from '../db/nowIsoDefault.ts';
import { addColumns, addIndexes, type Column, column, oneOf, withColumns } from '../db/schemaColumns.ts';

// Applied migrations are never edited; changes are new entries at the end.
export const contactsMigrations: readonly Migration[] = [
  {
    name: '0003-contacts-create',
    formerId: 'contacts-001-create',
    up: async (db) => {
      // The inbox pages by SQLite's rowid (insertion order). PostgreSQL has no rowid, so the
      // table gets an identity column of that name: the same ORDER BY rowid queries run on
      // both. (It shows up in SELECT *, so queries name their columns.)
      const rowid: Column = ['bigint', (col) => col.generatedAlwaysAsIdentity().unique()];
      const created_at: Column = ['text', (col) => col.notNull().defaultTo(nowIsoDefault(db))];
      await withColumns(db.schema.createTable('contacts'), {
        ...(isPostgres(db) ? { rowid } : {}),
        id: column.key,
        first_name: column.text,
        last_name: column.text,
        email: column.text,
        company: column.optionalText,
        message: column.text,
        created_at,
      }).execute();
    },
  },
  {
    // Which form a message came from: the sales form (/contact) or customer service (/contact-cs).
    name: '0004-contacts-source',
    formerId: 'contacts-002-source',
    up: async (db) => {
      await addColumns(db, 'contacts', { source: oneOf(['sales', 'customer_service'], 'sales') });
      await addIndexes(db, 'contacts', { contacts_created_at: ['created_at'] });
    },
  },
  {
    // A key the form sends with each message (Idempotency-Key), so a retry after an answer that
    // was lost (a 503 from a commit that did land) finds the stored contact instead of a second one.
    name: '0016-contacts-idempotency-key',
    up: async (db) => {
      await addColumns(db, 'contacts', { idempotency_key: column.optionalText });
      await db.schema
        .createIndex('contacts_idempotency_key')
        .on('contacts')
        .column('idempotency_key')
        .unique()
        .execute();
    },
  },
];
