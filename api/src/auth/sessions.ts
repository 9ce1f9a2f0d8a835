import { createHash, randomBytes } from 'node:crypto';
import type { AuthSettings } from '../config/authConfig.ts';
import { changedRows } from '../db/changedRows.ts';
import type { SqlClient } from '../db/sqlClient.ts';
import { bestEffort } from './bestEffort.ts';

export interface StaffSession {
  /** sha256 of the cookie token; what upload grants remember. */
  id: string;
  userId: string;
  username: string;
}

// Only refresh last_seen_at this often, so reads stay reads.
const TOUCH_EVERY_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Sessions in the database, looked up by the hash of a 256-bit random token. Every API
 * instance sharing the database sees the same sessions.
 */
export class SessionStore {
  readonly #sql: SqlClient;
  readonly #settings: AuthSettings;

  constructor(sql: SqlClient, settings: AuthSettings) {
    this.#sql = sql;
    this.#settings = settings;
  }

  /** The same store over another client (a transaction's). */
  using(sql: SqlClient): SessionStore {
    return new SessionStore(sql, this.#settings);
  }

  /** Starts a session and returns the token for the cookie (never stored). */
  async create(userId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.#settings.now();
    await this.#sql
      .insertInto('sessions')
      .values({
        id: hashToken(token),
        user_id: userId,
        created_at: now,
        last_seen_at: now,
        expires_at: now + this.#settings.absoluteMs,
      })
      .execute();
    return token;
  }

  /** The live session for a token, or null (unknown, idle too long or past its absolute end). */
  async resolve(token: string | undefined): Promise<StaffSession | null> {
    if (!token || token.length > 200) return null;
    const id = hashToken(token);
    const row = await this.#sql
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id', 's.user_id', 'u.username', 's.created_at', 's.last_seen_at', 's.expires_at'])
      .where('s.id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    const now = this.#settings.now();
    if (now >= row.expires_at || now - row.last_seen_at >= this.#settings.idleMs) {
      await bestEffort(this.#sql.deleteFrom('sessions').where('id', '=', id).execute());
      return null;
    }
    if (now - row.last_seen_at >= TOUCH_EVERY_MS)
      await bestEffort(
        this.#sql.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute(),
      );
    return { id, userId: row.user_id, username: row.username };
  }

  async revoke(token: string | undefined): Promise<void> {
    if (token) await this.#sql.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
  }

  /** Drops sessions that can no longer be used. */
  async sweep(): Promise<number> {
    const now = this.#settings.now();
    return changedRows(
      this.#sql
        .deleteFrom('sessions')
        .where((eb) =>
          eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', now - this.#settings.idleMs)]),
        ),
    );
  }
}
