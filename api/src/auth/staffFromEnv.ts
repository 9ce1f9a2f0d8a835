import type { StaffFromSettings } from '../config/authConfig.ts';
import type { SqlClient } from '../db/sqlClient.ts';
import { verifyPassword } from './passwords.ts';
import { findStaffByUsername, upsertStaffAccount } from './staffAccounts.ts';

/**
 * STAFF_USERNAME + STAFF_PASSWORD at start-up create that account or set its password.
 * An unchanged password is left alone, so a restart does not sign staff out.
 */
export async function ensureStaffFromEnv(
  sql: SqlClient,
  staff: StaffFromSettings | null,
): Promise<string | null> {
  if (!staff) return null;
  const { username, password } = staff;
  const existing = await findStaffByUsername(sql, username);
  if (existing && (await verifyPassword(existing.password, password)))
    return `Staff account "${existing.username}" is up to date`;
  const { created, user } = await upsertStaffAccount(sql, username, password);
  return `Staff account "${user.username}" ${created ? 'created' : 'password updated'}`;
}
