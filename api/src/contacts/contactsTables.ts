import type { ContactFieldColumns } from '@pod/contracts/contactFields';
import type { LeadSource } from '@pod/contracts/leadShape';
import type { Generated, GeneratedAlways, Selectable } from 'kysely';

/** The contacts table's own columns, beside one per contact field (contactsMigrations.ts makes them). */
interface ContactRecordColumns {
  /**
   * Insertion order: SQLite's own rowid, or on PostgreSQL an identity column of that name.
   * Never written (PostgreSQL generates it always); select it by name (SELECT * leaves SQLite's out).
   */
  rowid: GeneratedAlways<number>;
  id: string;
  /** ISO text in UTC; defaults to now. */
  created_at: Generated<string>;
  /** Which form it came from; defaults to 'sales'. */
  source: Generated<LeadSource>;
  /** The sender's Idempotency-Key, unique when given: a retried message is stored once. */
  idempotency_key: string | null;
}

/** The contacts table as the queries see it: its own columns and a column per field of the field table. */
export type ContactsTable = ContactRecordColumns & ContactFieldColumns;

/** A stored contact request as a query reads it (what the e2e suite reads from the site's file too). */
export type ContactRecord = Selectable<ContactsTable>;
