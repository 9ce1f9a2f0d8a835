import { authMigrations } from '../auth/authMigrations.ts';
import { contactsMigrations } from '../contacts/contactsMigrations.ts';
import { leadsMigrations } from '../leads/leadsMigrations.ts';
import { limitsMigrations } from '../limits/limitsMigrations.ts';
import { galleryMigrations } from '../uploads/galleryMigrations.ts';
import { uploadsMigrations } from '../uploads/uploadsMigrations.ts';
import type { Migration } from './migrate.ts';

// Each room owns its tables and appends to its own list; ids are room-prefixed.
export const allMigrations: readonly Migration[] = [
  ...authMigrations,
  ...contactsMigrations,
  ...uploadsMigrations,
  ...leadsMigrations,
  ...galleryMigrations,
  ...limitsMigrations,
];
