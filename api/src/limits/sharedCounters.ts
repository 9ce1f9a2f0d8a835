import type { SqlClient } from '../db/sqlClient.ts';

/** One key's count in its current fixed window. */
export interface CounterWindow {
  count: number;
  windowStart: number;
  /** When the last counted event happened. */
  lastAt: number;
}

interface CounterRow {
  count: number;
  window_start: number;
  last_at: number;
}

const toWindow = (row: CounterRow): CounterWindow => ({
  count: row.count,
  windowStart: row.window_start,
  lastAt: row.last_at,
});

/**
 * Fixed-window counters in the database, so every API instance counts the same events:
 * one atomic upsert per event (no read-modify-write race between instances). Keys are
 * namespaced by their user, e.g. "contact:<ip>" or "login-account:<name>".
 */
export class SharedCounters {
  readonly #sql: SqlClient;
  readonly #windowMs: number;
  readonly #now: () => number;

  constructor(sql: SqlClient, windowMs: number, now: () => number = Date.now) {
    this.#sql = sql;
    this.#windowMs = windowMs;
    this.#now = now;
  }

  get windowMs(): number {
    return this.#windowMs;
  }

  /** Counts one event and returns the window after it (a new window when the old one ended). */
  async add(key: string): Promise<CounterWindow> {
    const now = this.#now();
    const row = await this.#sql.get<CounterRow>(
      `INSERT INTO shared_counters (key, window_start, count, last_at) VALUES (@key, @now, 1, @now)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN shared_counters.window_start <= @cutoff THEN 1 ELSE shared_counters.count + 1 END,
         window_start = CASE WHEN shared_counters.window_start <= @cutoff THEN @now ELSE shared_counters.window_start END,
         last_at = @now
       RETURNING count, window_start, last_at`,
      { key, now, cutoff: now - this.#windowMs },
    );
    return toWindow(row as CounterRow);
  }

  /** The live window, or undefined when there is none (or it has ended). */
  async get(key: string): Promise<CounterWindow | undefined> {
    const row = await this.#sql.get<CounterRow>(
      'SELECT count, window_start, last_at FROM shared_counters WHERE key = ? AND window_start > ?',
      [key, this.#now() - this.#windowMs],
    );
    return row && row.count > 0 ? toWindow(row) : undefined;
  }

  /** Gives back one counted event (e.g. it turned out to be a correct password). */
  async remove(key: string): Promise<void> {
    await this.#sql.run(
      'UPDATE shared_counters SET count = count - 1 WHERE key = ? AND window_start > ? AND count > 0',
      [key, this.#now() - this.#windowMs],
    );
  }

  async clear(key: string): Promise<void> {
    await this.#sql.run('DELETE FROM shared_counters WHERE key = ?', [key]);
  }

  /** Milliseconds until the key's window ends (0 when it has none). */
  async windowLeftMs(key: string): Promise<number> {
    const window = await this.get(key);
    return window ? Math.max(0, window.windowStart + this.#windowMs - this.#now()) : 0;
  }
}

/** Housekeeping: drops windows that ended before `before` (epoch ms). */
export async function sweepSharedCounters(sql: SqlClient, before: number): Promise<number> {
  return sql.run('DELETE FROM shared_counters WHERE window_start < ?', [before]);
}
