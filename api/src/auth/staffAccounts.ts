import { randomUUID } from 'node:crypto';
import { inTransaction } from '../db/inTransaction.ts';
import type { SqlClient } from '../db/sqlClient.ts';
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

export async function findStaffByUsername(sql: SqlClient, username: string): Promise<StaffUser | undefined> {
  // No account can have such a name; and PostgreSQL refuses text with NUL characters, which a
  // sign-in form may send, so such names never reach the database.
  if (usernameProblem(username)) return undefined;
  return sql
    .selectFrom('users')
    .select(['id', 'username', 'password'])
    .where('username', '=', normaliseUsername(username))
    .executeTakeFirst();
}

export async function findStaffById(sql: SqlClient, id: string): Promise<StaffUser | undefined> {
  return sql
    .selectFrom('users')
    .select(['id', 'username', 'password'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Creates the account, or sets a new password on an existing one. A password reset
 * also ends every session of that account. Safe when two instances do it at once (both
 * start with the same STAFF_USERNAME): the insert yields to an existing row instead of
 * failing on the unique username.
 */
export async function upsertStaffAccount(
  sql: SqlClient,
  username: string,
  password: string,
): Promise<{ created: boolean; user: { id: string; username: string } }> {
  const problem = usernameProblem(username) ?? passwordProblem(password);
  if (problem) throw new Error(problem);
  const name = normaliseUsername(username);
  const hashed = await hashPassword(password);
  return inTransaction(sql, async (tx) => {
    const inserted = await tx
      .insertInto('users')
      .values({ id: randomUUID(), username: name, password: hashed })
      .onConflict((conflict) => conflict.column('username').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return { created: true, user: { id: inserted.id, username: name } };
    const existing = await findStaffByUsername(tx, name);
    if (!existing) throw new Error(`Staff account "${name}" vanished while being updated`);
    await tx.updateTable('users').set({ password: hashed }).where('id', '=', existing.id).execute();
    await tx.deleteFrom('sessions').where('user_id', '=', existing.id).execute();
    return { created: false, user: { id: existing.id, username: name } };
  });
}
