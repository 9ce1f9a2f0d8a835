import type { SessionsTable, UsersTable } from '../auth/authTables.ts';
import type { ContactsTable } from '../contacts/contactsTables.ts';
import type { GalleryImageColumns, GalleryVersionTable } from '../gallery/galleryTables.ts';
import type { LeadNotificationsTable, LeadStatusColumn } from '../leads/leadsTables.ts';
import type { SharedCountersTable } from '../limits/limitsTables.ts';
import type { ProductImagesTable, UploadGrantsTable } from '../uploads/uploadsTables.ts';
import type { WebVitalsDailyTable } from '../vitals/vitalsTables.ts';

/**
 * Every table of the API as the queries see it, for Kysely's type checks. Each room declares
 * its own tables (and the columns it adds to another room's) next to its migrations; a
 * migration that adds or changes a column changes the room's type too. Integers are numbers
 * on both engines (PostgreSQL's int8 is parsed to a number: postgresPool.ts).
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  contacts: ContactsTable & LeadStatusColumn;
  lead_notifications: LeadNotificationsTable;
  product_images: ProductImagesTable & GalleryImageColumns;
  gallery_version: GalleryVersionTable;
  upload_grants: UploadGrantsTable;
  shared_counters: SharedCountersTable;
  web_vitals_daily: WebVitalsDailyTable;
}
