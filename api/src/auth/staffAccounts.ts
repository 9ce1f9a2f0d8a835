import { randomUUID } from 'node:crypto';
import type { Db } from '../db/openDatabase.ts';
import { hashPassword, passwordProblem } from './passwords.ts';

export interface StaffUser {
  id: string;
  username: string;
  password: string;
}

/** Usernames are compared case-insensitively: stored trimmed and lower-cased. */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

export function usernameProblem(username: string): string | null {
  const name = normaliseUsername(username);
  if (!/^[a-z0-9._@-]{1,64}$/.test(name))
    return 'Username must be 1-64 letters, digits or . _ @ - characters.';
  return null;
}

export function findStaffByUsername(db: Db, username: string): StaffUser | undefined {
  return db
    .prepare('SELECT id, username, password FROM users WHERE username = ?')
    .get(normaliseUsername(username)) as StaffUser | undefined;
}

export function findStaffById(db: Db, id: string): StaffUser | undefined {
  return db.prepare('SELECT id, username, password FROM users WHERE id = ?').get(id) as StaffUser | undefined;
}

/**
 * Creates the account, or sets a new password on an existing one. A password reset
 * also ends every session of that account.
 */
export async function upsertStaffAccount(
  db: Db,
  username: string,
  password: string,
): Promise<{ created: boolean; user: { id: string; username: string } }> {
  const problem = usernameProblem(username) ?? passwordProblem(password);
  if (problem) throw new Error(problem);
  const name = normaliseUsername(username);
  const hashed = await hashPassword(password);
  return db.transaction(() => {
    const existing = findStaffByUsername(db, name);
    if (existing) {
      db.prepare('UPDATE users SET password = ? WHERE id = ?').run(hashed, existing.id);
      db.prepare('DELETE FROM sessions WHERE user_id = ?').run(existing.id);
      return { created: false, user: { id: existing.id, username: name } };
    }
    const id = randomUUID();
    db.prepare('INSERT INTO users (id, username, password) VALUES (?, ?, ?)').run(id, name, hashed);
    return { created: true, user: { id, username: name } };
  })();
}
