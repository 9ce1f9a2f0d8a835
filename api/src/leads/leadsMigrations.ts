import type { Migration } from '../db/migrate.ts';

// The staff inbox and the notification outbox. Applied migrations are never edited; the
// `postgres` texts were added when PostgreSQL support came (no database had run them before).
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
    // PostgreSQL indexes do not end in the row's position by themselves: name it.
    postgres: `ALTER TABLE contacts ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
            CHECK (status IN ('new', 'handled', 'spam'));
          CREATE INDEX contacts_source ON contacts (source, rowid);
          CREATE INDEX contacts_status ON contacts (status, rowid);
          CREATE INDEX contacts_source_status ON contacts (source, status, rowid)`,
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
    // Epoch milliseconds need 64 bits on PostgreSQL (its INTEGER is 32).
    postgres: `CREATE TABLE lead_notifications (
      contact_id TEXT PRIMARY KEY REFERENCES contacts (id),
      state TEXT NOT NULL CHECK (state IN ('pending', 'sent', 'failed', 'off')),
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at BIGINT NOT NULL DEFAULT 0,
      last_error TEXT,
      sent_at TEXT
    );
    CREATE INDEX lead_notifications_due ON lead_notifications (state, next_attempt_at);
    INSERT INTO lead_notifications (contact_id, state) SELECT id, 'off' FROM contacts`,
  },
  {
    // Several instances share the outbox: an instance leases a due row (until leased_until,
    // epoch ms) before it sends, so no other instance sends it meanwhile. A crashed
    // instance's lease simply runs out and another instance takes the lead.
    id: 'leads-003-outbox-lease',
    sql: `ALTER TABLE lead_notifications ADD COLUMN leased_until INTEGER NOT NULL DEFAULT 0;
          ALTER TABLE lead_notifications ADD COLUMN lease_owner TEXT`,
    postgres: `ALTER TABLE lead_notifications ADD COLUMN leased_until BIGINT NOT NULL DEFAULT 0;
          ALTER TABLE lead_notifications ADD COLUMN lease_owner TEXT`,
  },
];
