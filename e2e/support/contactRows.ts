import type { ContactRecord } from '@pod/api/contactsTables';
import { siteDatabasePath } from '@pod/api/sqliteFile';
import Database from 'better-sqlite3';
import { e2eDataDir } from './server.ts';

/** A stored contact request, as the e2e server's SQLite file holds it (SELECT * leaves out rowid). */
export type ContactRow = Omit<ContactRecord, 'rowid'>;

/** Every contact request stored under this email, read straight from the server's database. */
export function contactRowsByEmail(email: string): ContactRow[] {
  const db = new Database(siteDatabasePath(e2eDataDir()), { fileMustExist: true });
  try {
    return db.prepare('SELECT * FROM contacts WHERE email = ?').all(email) as ContactRow[];
  } finally {
    db.close();
  }
}

/** How many contact requests are stored under this email. */
export const countContactsByEmail = (email: string): number => contactRowsByEmail(email).length;
