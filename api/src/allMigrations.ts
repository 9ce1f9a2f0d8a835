import { authMigrations } from './auth/authMigrations.ts';
import { contactsMigrations } from './contacts/contactsMigrations.ts';
import type { Migration } from './db/migrate.ts';
import { galleryMigrations } from './gallery/galleryMigrations.ts';
import { leadsMigrations } from './leads/leadsMigrations.ts';
import { limitsMigrations } from './limits/limitsMigrations.ts';
import { uploadsMigrations } from './uploads/uploadsMigrations.ts';
import { vitalsMigrations } from './vitals/vitalsMigrations.ts';

// Each room owns its tables and appends to its own list; Kysely applies them in the order of
// their names (numbered across rooms), and so are they listed here.
export const allMigrations: readonly Migration[] = [
  ...authMigrations,
  ...contactsMigrations,
  ...uploadsMigrations,
  ...leadsMigrations,
  ...galleryMigrations,
  ...limitsMigrations,
  ...vitalsMigrations,
].sort((a, b) => a.name.localeCompare(b.name));
