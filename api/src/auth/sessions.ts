import { createHash, randomBytes } from 'node:crypto';
import { isBusyError } from '../db/busyRetry.ts';
import type { Db } from '../db/openDatabase.ts';
import type { AuthSettings } from './authSettings.ts';

export interface StaffSession {
  /** sha256 of the cookie token; what upload grants remember. */
  id: string;
  userId: string;
  username: string;
}

interface SessionRow {
  id: string;
  user_id: string;
  username: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

// Only refresh last_seen_at this often, so reads stay reads.
const TOUCH_EVERY_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A housekeeping write a read can skip when another process holds the write lock:
 * the next request (or the sweeper) does it instead of stalling this one.
 */
function bestEffort(write: () => unknown): void {
  try {
    write();
  } catch (error) {
    if (!isBusyError(error)) throw error;
  }
}

/** Sessions in SQLite, looked up by the hash of a 256-bit random token. */
export class SessionStore {
  readonly #db: Db;
  readonly #settings: AuthSettings;

  constructor(db: Db, settings: AuthSettings) {
    this.#db = db;
    this.#settings = settings;
  }

  /** Starts a session and returns the token for the cookie (never stored). */
  create(userId: string): string {
    const token = randomBytes(32).toString('base64url');
    const now = this.#settings.now();
    this.#db
      .prepare(
        'INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(hashToken(token), userId, now, now, now + this.#settings.absoluteMs);
    return token;
  }

  /** The live session for a token, or null (unknown, idle too long or past its absolute end). */
  resolve(token: string | undefined): StaffSession | null {
    if (!token || token.length > 200) return null;
    const id = hashToken(token);
    const row = this.#db
      .prepare(
        `SELECT s.id, s.user_id, u.username, s.created_at, s.last_seen_at, s.expires_at
         FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ?`,
      )
      .get(id) as SessionRow | undefined;
    if (!row) return null;
    const now = this.#settings.now();
    if (now >= row.expires_at || now - row.last_seen_at >= this.#settings.idleMs) {
      bestEffort(() => this.#db.prepare('DELETE FROM sessions WHERE id = ?').run(id));
      return null;
    }
    if (now - row.last_seen_at >= TOUCH_EVERY_MS)
      bestEffort(() => this.#db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id = ?').run(now, id));
    return { id, userId: row.user_id, username: row.username };
  }

  revoke(token: string | undefined): void {
    if (token) this.#db.prepare('DELETE FROM sessions WHERE id = ?').run(hashToken(token));
  }

  /** Drops sessions that can no longer be used. */
  sweep(): number {
    const now = this.#settings.now();
    return this.#db
      .prepare('DELETE FROM sessions WHERE expires_at <= ? OR last_seen_at <= ?')
      .run(now, now - this.#settings.idleMs).changes;
  }
}
