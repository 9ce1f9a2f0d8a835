import { join } from 'node:path';
import { allMigrations } from './allMigrations.ts';
import { runMigrations } from './migrate.ts';
import { type Db, openDatabase } from './openDatabase.ts';

/** The site's one SQLite file inside DATA_DIR. */
export function siteDatabasePath(dataDir: string): string {
  return join(dataDir, 'site.sqlite');
}

/** Opens the site database in DATA_DIR and brings its schema up to date. */
export function openSiteDatabase(dataDir: string): Db {
  const db = openDatabase(siteDatabasePath(dataDir));
  runMigrations(db, allMigrations);
  return db;
}
