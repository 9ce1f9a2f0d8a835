import type { AuthSettings } from './auth/authSettings.ts';
import type { CoreConfig } from './config.ts';
import type { ContactSettings } from './contacts/contactSettings.ts';
import type { SqlClient } from './db/sqlClient.ts';
import type { LeadNotifier } from './leads/leadNotifier.ts';
import type { ObjectStorage } from './uploads/objectStorage.ts';
import type { UploadSettings } from './uploads/uploadSettings.ts';

/** What route modules get. Each room may add its own optional settings here. */
export interface AppDeps {
  config: CoreConfig;
  /** The database (embedded SQLite, or PostgreSQL with DATABASE_URL): the only shared state. */
  sql: SqlClient;
  /** What GET /api/health checks; default: a round trip to the database. */
  checkDatabase?: () => Promise<void>;
  /** Object storage for uploads; null when not configured. */
  storage: ObjectStorage | null;
  /** Serve the built site too (npm start). Tests of the API alone leave it off. */
  serveSite: boolean;
  /** Session and sign-in limits (upload room); default from the environment. */
  auth?: AuthSettings;
  /** Presigned URL lifetime and clock (upload room); default from the environment. */
  uploads?: UploadSettings;
  /** Rate and body limits of the contact endpoints (forms room); default from the environment. */
  contacts?: ContactSettings;
  /** Lead e-mail notifications (staff inbox); absent: notifications are "off". */
  leadNotifier?: LeadNotifier;
}
