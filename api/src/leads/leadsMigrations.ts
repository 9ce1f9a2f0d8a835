import { sql } from 'kysely';
import type { Migration } from '../db/migrate.ts';
import { addColumns, addIndexes, type Column, column, oneOf, withColumns } from '../db/schemaColumns.ts';
import { isPostgres } from '../db/sqlClient.ts';

// The staff inbox and the notification outbox. Applied migrations are never edited.
export const leadsMigrations: readonly Migration[] = [
  {
    // Status set by staff; indexes so every filter's first page is an index range read in
    // insertion order, newest first. SQLite's indexes end in rowid by themselves; PostgreSQL's
    // name it (the identity column of that name).
    name: '0008-leads-status',
    formerId: 'leads-001-status',
    up: async (db) => {
      await addColumns(db, 'contacts', { status: oneOf(['new', 'handled', 'spam'], 'new') });
      const inOrder = (...columns: string[]) => (isPostgres(db) ? [...columns, 'rowid'] : columns);
      await addIndexes(db, 'contacts', {
        contacts_source: inOrder('source'),
        contacts_status: inOrder('status'),
        contacts_source_status: inOrder('source', 'status'),
      });
    },
  },
  {
    // The transactional outbox: one row per lead, written in the same transaction as the
    // lead. Leads stored before this existed were never notified: they are "off".
    name: '0009-leads-notification-outbox',
    formerId: 'leads-002-notification-outbox',
    up: async (db) => {
      const contact_id: Column = ['text', (col) => col.primaryKey().references('contacts.id')];
      const next_attempt_at: Column = ['bigint', (col) => col.notNull().defaultTo(0)];
      await withColumns(db.schema.createTable('lead_notifications'), {
        contact_id,
        state: oneOf(['pending', 'sent', 'failed', 'off']),
        attempts: column.counter,
        next_attempt_at,
        last_error: column.optionalText,
        sent_at: column.optionalText,
      }).execute();
      await addIndexes(db, 'lead_notifications', { lead_notifications_due: ['state', 'next_attempt_at'] });
      await db
        .insertInto('lead_notifications')
        .columns(['contact_id', 'state'])
        .expression(db.selectFrom('contacts').select(['id', sql.lit('off').as('state')]))
        .execute();
    },
  },
  {
    // Several instances share the outbox: an instance leases a due row (until leased_until,
    // epoch ms) before it sends, so no other instance sends it meanwhile. A crashed
    // instance's lease simply runs out and another instance takes the lead.
    name: '0010-leads-outbox-lease',
    formerId: 'leads-003-outbox-lease',
    up: async (db) => {
      const leased_until: Column = ['bigint', (col) => col.notNull().defaultTo(0)];
      await addColumns(db, 'lead_notifications', { leased_until, lease_owner: column.optionalText });
    },
  },
];
