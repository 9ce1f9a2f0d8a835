import type { Migration } from '../db/migrate.ts';

// The staff inbox and the notification outbox. Applied migrations are never edited.
export const leadsMigrations: readonly Migration[] = [
  {
    // Status set by staff; indexes so every filter's first page is an index range read
    // in rowid (insertion) order, newest first. Each index ends in rowid implicitly.
    id: 'leads-001-status',
    sql: `ALTER TABLE contacts ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
            CHECK (status IN ('new', 'handled', 'spam'));
          CREATE INDEX contacts_source ON contacts (source);
          CREATE INDEX contacts_status ON contacts (status);
          CREATE INDEX contacts_source_status ON contacts (source, status)`,
  },
  {
    // The transactional outbox: one row per lead, written in the same transaction as the
    // lead. Leads stored before this existed were never notified: they are "off".
    id: 'leads-002-notification-outbox',
    sql: `CREATE TABLE lead_notifications (
      contact_id TEXT PRIMARY KEY REFERENCES contacts (id),
      state TEXT NOT NULL CHECK (state IN ('pending', 'sent', 'failed', 'off')),
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL DEFAULT 0,
      last_error TEXT,
      sent_at TEXT
    );
    CREATE INDEX lead_notifications_due ON lead_notifications (state, next_attempt_at);
    INSERT INTO lead_notifications (contact_id, state) SELECT id, 'off' FROM contacts`,
  },
];
