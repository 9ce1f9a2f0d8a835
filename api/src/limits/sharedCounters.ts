import { changedRows } from '../db/changedRows.ts';
import type { SqlClient } from '../db/sqlClient.ts';
import type { SharedCountersTable } from './limitsTables.ts';

/** One key's count in its current fixed window. */
export interface CounterWindow {
  count: number;
  windowStart: number;
  /** When the last counted event happened. */
  lastAt: number;
}

type CounterRow = Pick<SharedCountersTable, 'count' | 'window_start' | 'last_at'>;

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
    const cutoff = now - this.#windowMs;
    const row = await this.#sql
      .insertInto('shared_counters')
      .values({ key, window_start: now, count: 1, last_at: now })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => {
          const ended = eb('shared_counters.window_start', '<=', cutoff);
          return {
            count: eb
              .case()
              .when(ended)
              .then(eb.lit(1))
              .else(eb('shared_counters.count', '+', 1))
              .end(),
            window_start: eb
              .case()
              .when(ended)
              .then(eb.val(now))
              .else(eb.ref('shared_counters.window_start'))
              .end(),
            last_at: now,
          };
        }),
      )
      .returning(['count', 'window_start', 'last_at'])
      .executeTakeFirstOrThrow();
    return toWindow(row);
  }

  /** The live window, or undefined when there is none (or it has ended). */
  async get(key: string): Promise<CounterWindow | undefined> {
    const row = await this.#sql
      .selectFrom('shared_counters')
      .select(['count', 'window_start', 'last_at'])
      .where('key', '=', key)
      .where('window_start', '>', this.#now() - this.#windowMs)
      .executeTakeFirst();
    return row && row.count > 0 ? toWindow(row) : undefined;
  }

  /** Gives back one counted event (e.g. it turned out to be a correct password). */
  async remove(key: string): Promise<void> {
    await this.#sql
      .updateTable('shared_counters')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('key', '=', key)
      .where('window_start', '>', this.#now() - this.#windowMs)
      .where('count', '>', 0)
      .execute();
  }

  async clear(key: string): Promise<void> {
    await this.#sql.deleteFrom('shared_counters').where('key', '=', key).execute();
  }

  /** Milliseconds until the key's window ends (0 when it has none). */
  async windowLeftMs(key: string): Promise<number> {
    const window = await this.get(key);
    return window ? Math.max(0, window.windowStart + this.#windowMs - this.#now()) : 0;
  }
}

/** Housekeeping: drops windows that ended before `before` (epoch ms). */
export async function sweepSharedCounters(sql: SqlClient, before: number): Promise<number> {
  return changedRows(sql.deleteFrom('shared_counters').where('window_start', '<', before));
}
